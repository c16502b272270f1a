package org.calcoolation.base.mail;

import java.time.Duration;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.mail.javamail.JavaMailSenderImpl;

/** The site's {@link Mail}: SMTP when Spring Boot made a mail sender from {@code spring.mail.*}, else the log. */
@Configuration(proxyBeanMethods = false)
class MailConfig {

    private static final Logger log = LoggerFactory.getLogger(Mail.class);
    /** A mail server that does not answer must not hold a player's request for long. */
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    @Bean
    Mail mail(ObjectProvider<JavaMailSender> senders, @Value("${calcoolation.mail.from}") String from) {
        JavaMailSender sender = senders.getIfAvailable();
        if (sender == null) {
            log.warn("Mail is not configured (no spring.mail.host): mails to players, such as password reset links, "
                    + "are written to this log instead of being sent");
            return new Mail.Logged();
        }
        if (sender instanceof JavaMailSenderImpl smtp) withTimeouts(smtp.getJavaMailProperties());
        return new Mail.Smtp(sender, from);
    }

    /** Jakarta Mail waits forever by default; a value the operator set stays. */
    private static void withTimeouts(Properties properties) {
        String millis = Long.toString(TIMEOUT.toMillis());
        for (String key : new String[] {"mail.smtp.connectiontimeout", "mail.smtp.timeout", "mail.smtp.writetimeout"}) {
            properties.putIfAbsent(key, millis);
        }
    }
}
