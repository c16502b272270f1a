package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpSession;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.web.WebAttributes;

class FailedSignInTest {

    private final FailedSignIn failed = new FailedSignIn("/login");

    private HttpSession failWith(MockHttpServletRequest request) throws Exception {
        MockHttpServletResponse response = new MockHttpServletResponse();
        failed.onAuthenticationFailure(request, response, new BadCredentialsException("Bad credentials"));
        assertThat(response.getRedirectedUrl()).isEqualTo("/login?error");
        return request.getSession();
    }

    private static MockHttpServletRequest post(String username, String password) {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/login");
        request.addParameter("username", username);
        request.addParameter("password", password);
        return request;
    }

    @Test
    void a_failure_goes_back_to_the_login_page_with_the_name_tried_and_the_reason_but_never_the_password()
            throws Exception {
        HttpSession session = failWith(post(" Ada_L ", "a secret password"));

        assertThat(FailedSignIn.nameTried(session::getAttribute)).contains("Ada_L");
        assertThat(session.getAttribute(WebAttributes.AUTHENTICATION_EXCEPTION))
                .isInstanceOf(BadCredentialsException.class);
        assertThat(Collections.list(session.getAttributeNames()))
                .allSatisfy(name ->
                        assertThat(String.valueOf(session.getAttribute(name))).doesNotContain("a secret password"));
    }

    @Test
    void a_later_failure_without_a_name_or_with_a_name_too_long_to_be_one_forgets_the_earlier_name() throws Exception {
        MockHttpServletRequest first = post("ada", "wrong");
        HttpSession session = failWith(first);
        assertThat(FailedSignIn.nameTried(session::getAttribute)).contains("ada");

        MockHttpServletRequest blank = post("  ", "wrong");
        blank.setSession(session);
        failWith(blank);
        assertThat(FailedSignIn.nameTried(session::getAttribute)).isEmpty();

        MockHttpServletRequest huge = post("x".repeat(FailedSignIn.LONGEST_KEPT + 1), "wrong");
        huge.setSession(session);
        failWith(huge);
        assertThat(FailedSignIn.nameTried(session::getAttribute)).isEmpty();
    }
}
