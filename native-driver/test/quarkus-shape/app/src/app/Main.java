package app;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** Entry point of the runner jar; exercises what the driver must wire up from META-INF/native-image. */
public class Main {
    public static void main(String[] args) throws Exception {
        // Reflection registered only through a config file named via ${.} in native-image.properties.
        String name = new StringBuilder("detcelfeR.bil.ppa").reverse().toString();
        Object greeting = Class.forName(name).getMethod("greet", String.class).invoke(null, "native");
        // Resource registered by an auto-discovered resource-config.json.
        String text;
        try (InputStream in = Main.class.getResourceAsStream("/app/greeting.txt")) {
            text = in == null ? "<missing resource>" : new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
        }
        System.out.println(greeting + " | " + text + " | " + app.lib.Config.BUILT_AT);
    }
}
