package org.calcoolation.base.web;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URLDecoder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The request with its body already read ({@link RequestGuard}), for Vaadin, Spring Security or a
 * controller to read again. A form's fields are parsed from it here: once the body has been read as
 * a stream, Tomcat gives only the query's parameters.
 */
final class ReadBody extends HttpServletRequestWrapper {

    private final byte[] body;
    private final @Nullable Map<String, String[]> parameters;

    private ReadBody(HttpServletRequest request, byte[] body, @Nullable Map<String, String[]> parameters) {
        super(request);
        this.body = body;
        this.parameters = parameters;
    }

    /** A body that is not a form: its parameters are the query's. */
    static ReadBody of(HttpServletRequest request, byte[] body) {
        return new ReadBody(request, body, null);
    }

    /**
     * A form's body ({@code application/x-www-form-urlencoded}): its parameters are the query's, then
     * the form's, as Tomcat would give them.
     *
     * @throws IllegalArgumentException if the body is not URL-encoded
     */
    static ReadBody form(HttpServletRequest request, byte[] body) {
        Map<String, List<String>> fields = new LinkedHashMap<>();
        request.getParameterMap()
                .forEach((name, values) ->
                        fields.computeIfAbsent(name, n -> new ArrayList<>()).addAll(List.of(values)));
        Charset charset = charsetOf(request);
        String text = new String(body, charset);
        for (String pair : text.split("&")) {
            if (pair.isEmpty()) continue;
            int equals = pair.indexOf('=');
            String name = URLDecoder.decode(equals < 0 ? pair : pair.substring(0, equals), charset);
            String value = equals < 0 ? "" : URLDecoder.decode(pair.substring(equals + 1), charset);
            fields.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
        }
        Map<String, String[]> parameters = new LinkedHashMap<>();
        fields.forEach((name, values) -> parameters.put(name, values.toArray(String[]::new)));
        return new ReadBody(request, body, Collections.unmodifiableMap(parameters));
    }

    @Override
    public @Nullable String getParameter(String name) {
        if (parameters == null) return super.getParameter(name);
        String[] values = parameters.get(name);
        return values == null ? null : values[0];
    }

    @Override
    public Map<String, String[]> getParameterMap() {
        return parameters == null ? super.getParameterMap() : parameters;
    }

    @Override
    public Enumeration<String> getParameterNames() {
        return parameters == null ? super.getParameterNames() : Collections.enumeration(parameters.keySet());
    }

    @Override
    public String @Nullable [] getParameterValues(String name) {
        if (parameters == null) return super.getParameterValues(name);
        String[] values = parameters.get(name);
        return values == null ? null : values.clone();
    }

    @Override
    public ServletInputStream getInputStream() {
        ByteArrayInputStream in = new ByteArrayInputStream(body);
        return new ServletInputStream() {
            @Override
            public int read() throws IOException {
                return in.read();
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                return in.read(b, off, len);
            }

            @Override
            public boolean isFinished() {
                return in.available() == 0;
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setReadListener(ReadListener listener) {
                throw new UnsupportedOperationException("the body is already read");
            }
        };
    }

    @Override
    public BufferedReader getReader() {
        return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(body), charsetOf(this)));
    }

    private static Charset charsetOf(HttpServletRequest request) {
        String encoding = request.getCharacterEncoding();
        try {
            return encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
        } catch (IllegalArgumentException unknown) {
            return StandardCharsets.UTF_8;
        }
    }

    @Override
    public int getContentLength() {
        return body.length;
    }

    @Override
    public long getContentLengthLong() {
        return body.length;
    }
}
