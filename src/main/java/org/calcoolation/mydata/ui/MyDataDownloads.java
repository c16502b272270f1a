package org.calcoolation.mydata.ui;

import java.util.Optional;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.SignedInPlayer;
import org.calcoolation.mydata.MyDataService;
import org.jspecify.annotations.Nullable;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.Authentication;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The two files of "Your data", to the signed-in player only. Spring Security lets nobody else
 * reach these addresses (everything under {@code /my/}, see {@code base.web.SecurityConfig}: a guest
 * is sent to log in), and each answers with the data of the session's own account, never of an
 * account named in the request. An error gets the site's error page, never a stack trace.
 */
@RestController
class MyDataDownloads {

    static final String JSON = "/my/data.json";
    static final String CSV = "/my/games.csv";

    private final MyDataService data;

    MyDataDownloads(MyDataService data) {
        this.data = data;
    }

    @GetMapping(JSON)
    ResponseEntity<byte[]> json(@Nullable Authentication signedIn) {
        return answer(accountOf(signedIn).flatMap(data::json));
    }

    @GetMapping(CSV)
    ResponseEntity<byte[]> csv(@Nullable Authentication signedIn) {
        return answer(accountOf(signedIn).flatMap(data::gamesCsv));
    }

    /** The account the session signed in as, by id; none for anything but a player (the rule above lets no one else in). */
    private static Optional<PlayerRef.Account> accountOf(@Nullable Authentication signedIn) {
        return signedIn != null && signedIn.getPrincipal() instanceof SignedInPlayer player
                ? Optional.of(player.account())
                : Optional.empty();
    }

    /** A download, or 404 for an account deleted in another session a moment ago. */
    private static ResponseEntity<byte[]> answer(Optional<MyDataService.Download> download) {
        return download.map(file -> ResponseEntity.ok()
                        .contentType(MediaType.parseMediaType(file.contentType()))
                        .header(
                                HttpHeaders.CONTENT_DISPOSITION,
                                ContentDisposition.attachment()
                                        .filename(file.fileName())
                                        .build()
                                        .toString())
                        .body(file.body()))
                .orElseGet(() -> ResponseEntity.notFound().build());
    }
}
