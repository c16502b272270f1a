/**
 * The classes' pages: the teacher's classes and a class's page (students, cards, assignments, live
 * progress, export, archive), a student's class page and the page that plays an assigned puzzle,
 * the first sign-in's password, the replay of a student's game, and the gate that keeps a class
 * account to these pages ({@link StudentGate}).
 */
@NullMarked
package org.calcoolation.classroom.ui;

import org.jspecify.annotations.NullMarked;
