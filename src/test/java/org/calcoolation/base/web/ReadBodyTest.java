package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;

/** A form read whole by {@link RequestGuard} gives its fields as Tomcat would: the query's first, then the body's. */
class ReadBodyTest {

    private static MockHttpServletRequest formPost(String query) {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/login");
        request.setContentType("application/x-www-form-urlencoded");
        request.setCharacterEncoding("UTF-8");
        request.setQueryString(query);
        request.addParameter("a", "1");
        return request;
    }

    @Test
    void a_forms_fields_come_from_its_body_after_the_querys() throws Exception {
        ReadBody form = ReadBody.form(
                formPost("a=1"), "a=2&name=%C3%A9l%C3%A8ve+un&empty=&bare".getBytes(StandardCharsets.UTF_8));
        assertThat(form.getParameterValues("a")).containsExactly("1", "2");
        assertThat(form.getParameter("a")).isEqualTo("1");
        assertThat(form.getParameter("name")).isEqualTo("élève un");
        assertThat(form.getParameter("empty")).isEmpty();
        assertThat(form.getParameter("bare")).isEmpty();
        assertThat(form.getParameter("missing")).isNull();
        assertThat(form.getParameterMap()).containsOnlyKeys("a", "name", "empty", "bare");
        assertThat(new String(form.getInputStream().readAllBytes(), StandardCharsets.UTF_8))
                .startsWith("a=2&");
    }

    @Test
    void a_body_that_is_not_url_encoded_is_no_form() {
        assertThatThrownBy(() -> ReadBody.form(formPost(null), "a=%zz".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
