package org.calcoolation.base.data;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Makes the data folder at start. H2 makes it for its file, but on PostgreSQL nothing does, and the
 * disk-space health check (management.health.diskspace.path) reads a missing folder as a full disk.
 */
@Component
class DataFolder {

    private static final Logger log = LoggerFactory.getLogger(DataFolder.class);

    DataFolder(@Value("${calcoolation.data-dir}") Path folder) {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            log.warn("The data folder {} cannot be made: {}", folder.toAbsolutePath(), e.toString());
        }
    }
}
