package org.calcoolation.account.ui;

import com.vaadin.flow.component.Component;
import org.calcoolation.account.Player;

/**
 * A section that another feature adds to the account page, above "Delete account", as a Spring
 * bean: the account feature knows no other feature (they all know it), so it asks for these.
 */
public interface AccountSection {

    /** The section's heading, as a bundle key (the page words it in its language). */
    String title();

    /** What the section shows the signed-in player, under its heading. */
    Component[] content(Player player);
}
