package app.lib;

public class Reflected {
    public static String greet(String who) {
        return "Hello, " + who + " (via reflection)";
    }
}
