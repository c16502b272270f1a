package org.calcoolation.base.ui;

import java.util.Optional;

/**
 * The name the site shows for whoever is signed in (their display name, else their user name).
 * The feature that knows players provides it, so that the header depends on no feature.
 */
public interface PlayerName {

    /** Empty for a guest. Call on the UI thread. */
    Optional<String> shown();
}
