/** The command line, run before Spring starts: {@code generate}, {@code solve}, {@code bench} and {@code daily} (a day's puzzles remade from the site's secret) (docs/formats-and-cli.md); options and usage by picocli, JSON by Jackson. */
@NullMarked
package org.calcoolation.cli;

import org.jspecify.annotations.NullMarked;
