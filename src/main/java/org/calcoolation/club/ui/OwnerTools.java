package org.calcoolation.club.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextField;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.club.Clubs;

/**
 * The owner's invite link and member cap. A new link is shown once, as only its fingerprint is
 * kept: the owner copies it then, or makes another (which stops the one before).
 */
final class OwnerTools extends Div {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern(
                    "d MMMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    /** How long a new link works. */
    enum Lasting {
        NEVER("Until withdrawn", Optional.empty()),
        DAY("One day", Optional.of(Duration.ofDays(1))),
        WEEK("One week", Optional.of(Duration.ofDays(7)));

        final String label;
        final Optional<Duration> duration;

        Lasting(String label, Optional<Duration> duration) {
            this.label = label;
            this.duration = duration;
        }
    }

    private final Clubs clubs;
    private final PlayerRef.Account owner;
    private final Consumer<String> say;
    private long clubId;
    private String origin = "";

    final Paragraph linkState = new Paragraph();
    final TextField link = new TextField("Invite link");
    final Select<Lasting> lasting = new Select<>();
    final NativeButton makeLink = Buttons.primary("New invite link", this::makeLink);
    final NativeButton withdraw = Buttons.quiet("Withdraw the link", this::withdraw);
    final IntegerField cap = new IntegerField("Most members");
    final NativeButton saveCap = Buttons.quiet("Save", this::saveCap);

    OwnerTools(Clubs clubs, PlayerRef.Account owner, Consumer<String> say) {
        this.clubs = clubs;
        this.owner = owner;
        this.say = say;
        addClassName("club-owner");
        link.setReadOnly(true);
        link.addClassName("invite-link");
        link.setVisible(false);
        lasting.setLabel("The link works");
        lasting.setItems(Lasting.values());
        lasting.setItemLabelGenerator(l -> l.label);
        lasting.setValue(Lasting.NEVER);
        cap.setMin(2);
        cap.setMax(Clubs.MOST_MEMBERS);
        cap.setHelperText("From 2 to " + Clubs.MOST_MEMBERS + ".");
        Div linkRow = new Div(lasting, makeLink, withdraw);
        linkRow.addClassName("club-link-row");
        Div capRow = new Div(cap, saveCap);
        capRow.addClassName("club-link-row");
        add(new H2("Invite"), linkState, link, linkRow, capRow);
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
        linkState.setText(live.map(l -> "A link is live"
                        + l.expires().map(e -> " until " + WHEN.format(e)).orElse(", until you withdraw it")
                        + ". Anyone with it can join; make a new one to stop the old.")
                .orElse("No invite link is live: make one to share with the people you want in the club."));
        withdraw.setVisible(live.isPresent());
    }

    private void makeLink() {
        switch (clubs.newInvite(owner, clubId, lasting.getValue().duration)) {
            case Clubs.InviteResult.Made made -> {
                link.setValue(origin + "/" + JoinView.path(made.token()));
                link.setHelperText("Copy it now: it is shown only once.");
                link.setVisible(true);
                drawLinkState();
                say.accept("A new invite link is ready; the one before no longer works.");
            }
            case Clubs.InviteResult.Refused refused -> say.accept(refused.message());
        }
    }

    private void withdraw() {
        switch (clubs.withdrawInvite(owner, clubId)) {
            case Clubs.Result.Done done -> {
                link.setVisible(false);
                drawLinkState();
                say.accept("The invite link is withdrawn: it joins nobody now.");
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
            case Clubs.Result.Done done -> say.accept("The club now holds at most " + wanted + " members.");
            case Clubs.Result.Refused refused -> say.accept(refused.message());
        }
    }
}
