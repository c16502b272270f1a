package org.calcoolation.base.ui;

import com.vaadin.flow.component.Component;

/**
 * A section that another feature adds to the records page, under the page's own: rated practice's,
 * for one. The records page lists these beans and asks each for a section per visit, so it depends
 * on no such feature, and a feature that depends on the records' may still add one.
 */
public interface RecordsSection {

    /** A new section for this signed-in player, made for one visit of the page. */
    Component section(long playerId);
}
