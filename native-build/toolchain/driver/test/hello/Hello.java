public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, native world! " + String.join(" ", args) + " " + System.getProperty("java.vendor.version"));
    }
}
