package org.calcoolation.base.mail;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.mail.MailException;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.mail.javamail.JavaMailSenderImpl;
import org.springframework.mail.javamail.MimeMessageHelper;

/**
 * The site's mail: over SMTP as {@code spring.mail.*} sets it (host, port, user name, password,
 * STARTTLS), or, with no {@code spring.mail.host}, written to the log, so that a machine without a
 * mail server still runs the site (and its operator still finds a reset link). Each message goes
 * as plain text with an HTML alternative.
 */
public sealed interface Mail permits Mail.Smtp, Mail.Logged {

    /** A mail to one address, with any headers of its own (such as {@code List-Unsubscribe}). */
    record Message(String to, String subject, String text, String html, Map<String, String> headers) {

        public Message {
            headers = Map.copyOf(headers);
        }

        public Message(String to, String subject, String text, String html) {
            this(to, subject, text, html, Map.of());
        }
    }

    /** The mail could not be handed to the mail server; the message says why, for the log. */
    final class NotSent extends RuntimeException {
        NotSent(String message, @Nullable Throwable cause) {
            super(message, cause);
        }
    }

    /** Hands the message to the mail server, or throws {@link NotSent}. */
    void send(Message message);

    /**
     * Speaks to the mail server as {@link #send} would, without sending anything, or throws {@link
     * NotSent}: a request that sends no mail then takes about as long, and fails alike, as one that does.
     */
    void probe();

    /** Whether mails reach anybody, or only the log. */
    boolean delivers();

    /** Over SMTP. */
    record Smtp(JavaMailSender sender, String from) implements Mail {

        @Override
        public void send(Message message) {
            try {
                MimeMessage mime = sender.createMimeMessage();
                MimeMessageHelper helper = new MimeMessageHelper(mime, true, "UTF-8");
                helper.setFrom(from);
                helper.setTo(message.to());
                helper.setSubject(message.subject());
                helper.setText(message.text(), message.html());
                for (Map.Entry<String, String> header : message.headers().entrySet())
                    mime.setHeader(header.getKey(), header.getValue());
                sender.send(mime);
            } catch (MailException | MessagingException e) {
                throw new NotSent("mail to the server failed: " + e.getMessage(), e);
            }
        }

        @Override
        public void probe() {
            if (!(sender instanceof JavaMailSenderImpl smtp)) return;
            try {
                smtp.testConnection();
            } catch (MessagingException e) {
                throw new NotSent("mail server unreachable: " + e.getMessage(), e);
            }
        }

        @Override
        public boolean delivers() {
            return true;
        }
    }

    /** To the log, at INFO: no mail server is configured. */
    record Logged() implements Mail {

        private static final Logger log = LoggerFactory.getLogger(Mail.class);

        @Override
        public void send(Message message) {
            log.info(
                    "Mail not sent (no spring.mail.host is set); it would have gone to {}:\nSubject: {}\n\n{}",
                    message.to(),
                    message.subject(),
                    message.text());
        }

        @Override
        public void probe() {}

        @Override
        public boolean delivers() {
            return false;
        }
    }
}
