package org.calcoolation;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Address;
import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.calcoolation.base.mail.Mail;
import org.springframework.mail.javamail.JavaMailSenderImpl;

/**
 * A real SMTP server in the test JVM (GreenMail), on a free port, one per JVM: the site's mail goes
 * to it over SMTP as it would to any mail server, and the tests read what arrived.
 */
public final class TestInbox {

    /** A mail as it arrived: to whom, its subject, and its plain-text and HTML parts, decoded. */
    public record Received(List<String> to, String subject, String text, String html) {

        /** The one link in the mail that starts with this address. */
        public String link(String start) {
            Matcher link = Pattern.compile(Pattern.quote(start) + "\\S*").matcher(text);
            if (!link.find()) throw new AssertionError("no link to " + start + " in:\n" + text);
            return link.group();
        }
    }

    private static volatile GreenMail server;

    private TestInbox() {}

    /** The server of this JVM, started on first use. */
    public static synchronized GreenMail server() {
        if (server == null) {
            GreenMail started = new GreenMail(ServerSetupTest.SMTP.dynamicPort());
            started.start();
            server = started;
        }
        return server;
    }

    public static int port() {
        return server().getSmtp().getPort();
    }

    /** The site's {@link Mail} over SMTP to this server. */
    public static Mail mail() {
        JavaMailSenderImpl sender = new JavaMailSenderImpl();
        sender.setHost("127.0.0.1");
        sender.setPort(port());
        return new Mail.Smtp(sender, "Calcoolation <calcoolation@localhost>");
    }

    /** Every mail that arrived for this address, oldest first. */
    public static List<Received> to(String address) {
        List<Received> found = new ArrayList<>();
        for (MimeMessage message : server().getReceivedMessages()) {
            try {
                List<String> to = Arrays.stream(
                                Optional.ofNullable(message.getAllRecipients()).orElse(new Address[0]))
                        .map(Address::toString)
                        .toList();
                if (to.stream().noneMatch(address::equalsIgnoreCase)) continue;
                found.add(new Received(
                        to,
                        message.getSubject(),
                        part(message, "text/plain").orElse(""),
                        part(message, "text/html").orElse("")));
            } catch (MessagingException | IOException e) {
                throw new AssertionError("a mail that cannot be read: " + e, e);
            }
        }
        return found;
    }

    /** The last mail for this address; fails if there is none. */
    public static Received last(String address) {
        List<Received> mails = to(address);
        if (mails.isEmpty()) throw new AssertionError("no mail arrived for " + address);
        return mails.getLast();
    }

    private static Optional<String> part(Part part, String type) throws MessagingException, IOException {
        if (part.isMimeType(type)) return Optional.of((String) part.getContent());
        if (part.getContent() instanceof Multipart multipart) {
            for (int i = 0; i < multipart.getCount(); i++) {
                BodyPart body = multipart.getBodyPart(i);
                Optional<String> found = part(body, type);
                if (found.isPresent()) return found;
            }
        }
        return Optional.empty();
    }
}
