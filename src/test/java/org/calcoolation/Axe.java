package org.calcoolation;

import com.deque.html.axecore.args.AxeRunOptions;
import com.deque.html.axecore.playwright.AxeBuilder;
import com.deque.html.axecore.results.AxeResults;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Page;

/**
 * Deque's axe-core run in the page as {@link AxeBuilder} runs it in legacy mode (in the page itself,
 * the document as context, results read back the same way), but with its source (560 kB) sent to a
 * document once: {@code AxeBuilder.analyze} evaluates it twice a call, and {@link AccessibilityIT}
 * checks each state of a page twice (light, then dark) without a reload, 100 checks a run.
 */
final class Axe {

    private static final String SOURCE = "() => {" + AxeBuilder.getAxeScript()
            + ";axe.configure({allowedOrigins: ['<same_origin>'], branding: {application: 'PlaywrightJava'}});}";
    private static final String RUN =
            "options => axe.run(document, JSON.parse(options)).then(res => JSON.parse(JSON.stringify(res)))";
    private static final ObjectMapper JSON = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private static int sent;

    private Axe() {}

    /** How many times this JVM sent axe's source to a page (AxeBuilder: twice a check). */
    static int sent() {
        return sent;
    }

    /** The results of axe with these options on the page as it is, axe's source sent only to a document without it. */
    static AxeResults analyze(Page page, AxeRunOptions options) {
        if (!Boolean.TRUE.equals(page.evaluate("() => typeof window.axe?.run === 'function'"))) {
            page.evaluate(SOURCE);
            sent++;
        }
        try {
            return JSON.convertValue(page.evaluate(RUN, JSON.writeValueAsString(options)), AxeResults.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("axe's options as JSON", e);
        }
    }
}
