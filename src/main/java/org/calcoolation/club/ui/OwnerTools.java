package org.calcoolation.club.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextField;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Optional;
import java.util.function.Consumer;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.Problem;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.club.Clubs;

/**
 * The owner's invite link and member cap. A new link is shown once, as only its fingerprint is
 * kept: the owner copies it then, or makes another (which stops the one before).
 */
final class OwnerTools extends Div {

    /** How long a new link works. */
    enum Lasting {
        NEVER("club.invite.untilWithdrawn", Optional.empty()),
        DAY("club.invite.day", Optional.of(Duration.ofDays(1))),
        WEEK("club.invite.week", Optional.of(Duration.ofDays(7)));

        /** A bundle key. */
        final String label;

        final Optional<Duration> duration;

        Lasting(String label, Optional<Duration> duration) {
            this.label = label;
            this.duration = duration;
        }
    }

    private final Clubs clubs;
    private final PlayerRef.Account owner;
    private final Consumer<Problem> say;
    private long clubId;
    private String origin = "";

    final Paragraph linkState = new Paragraph();
    final TextField link = new TextField(getTranslation("club.invite.link"));
    final Select<Lasting> lasting = new Select<>();
    final NativeButton makeLink = Buttons.primary(getTranslation("club.invite.make"), this::makeLink);
    final NativeButton withdraw = Buttons.quiet(getTranslation("club.invite.withdraw"), this::withdraw);
    final IntegerField cap = new IntegerField(getTranslation("club.cap"));
    final NativeButton saveCap = Buttons.quiet(getTranslation("club.cap.save"), this::saveCap);

    OwnerTools(Clubs clubs, PlayerRef.Account owner, Consumer<Problem> say) {
        this.clubs = clubs;
        this.owner = owner;
        this.say = say;
        addClassName("club-owner");
        link.setReadOnly(true);
        link.addClassName("invite-link");
        link.setVisible(false);
        lasting.setLabel(getTranslation("club.invite.lasting"));
        lasting.setItems(Lasting.values());
        lasting.setItemLabelGenerator(l -> getTranslation(l.label));
        lasting.setValue(Lasting.NEVER);
        cap.setMin(2);
        cap.setMax(Clubs.MOST_MEMBERS);
        cap.setHelperText(getTranslation("club.cap.help", Clubs.MOST_MEMBERS));
        Div linkRow = new Div(lasting, makeLink, withdraw);
        linkRow.addClassName("club-link-row");
        Div capRow = new Div(cap, saveCap);
        capRow.addClassName("club-link-row");
        add(new H2(getTranslation("club.invite.heading")), linkState, link, linkRow, capRow);
    }

    void show(Clubs.Club club, String origin) {
        this.clubId = club.id();
        this.origin = origin;
        cap.setValue(club.memberCap());
        drawLinkState();
    }

    /** Whether a link is live, and until when; Withdraw only while one is. */
    private void drawLinkState() {
        Optional<Clubs.LiveInvite> live = clubs.invite(owner, clubId);
        linkState.setText(live.map(l -> l.expires()
                        .map(until -> getTranslation("club.invite.liveUntil", when(until)))
                        .orElse(getTranslation("club.invite.live")))
                .orElse(getTranslation("club.invite.none")));
        withdraw.setVisible(live.isPresent());
    }

    /** A moment in UTC, as the page's language writes a date and time. */
    private String when(Instant instant) {
        return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.LONG, FormatStyle.SHORT)
                        .withLocale(getLocale())
                        .format(instant.atZone(ZoneOffset.UTC))
                + " UTC";
    }

    private void makeLink() {
        switch (clubs.newInvite(owner, clubId, lasting.getValue().duration)) {
            case Clubs.InviteResult.Made made -> {
                link.setValue(origin + "/" + JoinView.path(made.token()));
                link.setHelperText(getTranslation("club.invite.copyNow"));
                link.setVisible(true);
                drawLinkState();
                say.accept(Problem.of("club.invite.made"));
            }
            case Clubs.InviteResult.Refused refused -> say.accept(refused.message());
        }
    }

    private void withdraw() {
        switch (clubs.withdrawInvite(owner, clubId)) {
            case Clubs.Result.Done done -> {
                link.setVisible(false);
                drawLinkState();
                say.accept(Problem.of("club.invite.withdrawn"));
            }
            case Clubs.Result.Refused refused -> say.accept(refused.message());
        }
    }

    private void saveCap() {
        Integer wanted = cap.getValue();
        if (wanted == null) {
            say.accept(Clubs.CAP_RANGE);
            return;
        }
        switch (clubs.setCap(owner, clubId, wanted)) {
            case Clubs.Result.Done done -> say.accept(Problem.of("club.cap.saved", wanted));
            case Clubs.Result.Refused refused -> say.accept(refused.message());
        }
    }
}
