package org.calcoolation.base.push;

import com.vaadin.flow.server.communication.JSR356WebsocketInitializer;
import jakarta.servlet.ServletContext;
import org.atmosphere.cpr.ApplicationConfig;
import org.atmosphere.cpr.AtmosphereFramework;
import org.springframework.boot.context.event.ApplicationEnvironmentPreparedEvent;
import org.springframework.context.ApplicationListener;

/**
 * Push channels without the buffers they do not need. Every open tab holds a WebSocket that only the
 * server writes to ({@code @Push(transport = WEBSOCKET_XHR)}: the tab's own messages go as XHR posts),
 * yet each one kept 96 KB of buffers (heap dump, 300 players with push open):
 * <ul>
 * <li>Atmosphere's {@code WebSocket} allocates a 16 K {@code ByteBuffer} and a 16 K {@code CharBuffer}
 *     (Vaadin sets {@code org.atmosphere.websocket.bufferSize} to 16384) that it only ever clears;</li>
 * <li>Tomcat gives each WebSocket five buffers of its default size, 8 K (input, output, encoder, and a
 *     binary and a text message buffer, the last 16 KB as chars).</li>
 * </ul>
 * Tomcat's size is a system property read once when its WebSocket classes load, so it is set when the
 * environment is ready, before the web server starts. At 2 K a push of 30 KB goes out in 15 writes
 * instead of 4, and a message from the page (a few bytes of Atmosphere's protocol) still fits.
 */
public final class PushBuffers implements ApplicationListener<ApplicationEnvironmentPreparedEvent> {

    static final String TOMCAT_BUFFER = "org.apache.tomcat.websocket.DEFAULT_BUFFER_SIZE";
    static final int TOMCAT_BYTES = 2048;
    static final int ATMOSPHERE_BYTES = 256;

    @Override
    public void onApplicationEvent(ApplicationEnvironmentPreparedEvent event) {
        System.getProperties().putIfAbsent(TOMCAT_BUFFER, Integer.toString(TOMCAT_BYTES));
    }

    /** Shrinks the unused buffers of the push connections opened from now on, for Vaadin's servlet of that name. */
    public static void trimAtmosphere(ServletContext context, String servletName) {
        if (context.getAttribute(JSR356WebsocketInitializer.getAttributeName(servletName))
                instanceof AtmosphereFramework atmosphere) {
            atmosphere.addInitParameter(ApplicationConfig.WEBSOCKET_BUFFER_SIZE, Integer.toString(ATMOSPHERE_BYTES));
        }
    }
}
