package org.calcoolation.base.ui;

import java.util.Optional;

/**
 * The name the site shows for whoever is signed in (their display name, else their user name), and
 * whether they moderate.
 * The feature that knows players provides it, so that the header depends on no feature.
 */
public interface PlayerName {

    /** Empty for a guest. Call on the UI thread. */
    Optional<String> shown();

    /** Whether whoever is signed in moderates, so that the header leads them to /review. Call on the UI thread. */
    boolean moderates();
}
