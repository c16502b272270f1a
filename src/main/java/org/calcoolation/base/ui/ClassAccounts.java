package org.calcoolation.base.ui;

/**
 * Whether whoever is signed in is a class account (a teacher's student), whose header leads to their
 * class only. The classroom feature provides it, so that the header depends on no feature.
 */
public interface ClassAccounts {

    /** Call on the UI thread. */
    boolean signedInAsStudent();
}
