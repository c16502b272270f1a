package org.calcoolation.base.web;

import java.io.IOException;
import java.nio.channels.SocketChannel;
import org.apache.tomcat.util.net.NioChannel;
import org.apache.tomcat.util.net.NioEndpoint.NioSocketWrapper;
import org.apache.tomcat.util.net.SocketBufferHandler;
import org.jspecify.annotations.Nullable;

/**
 * Tomcat's channel for one connection at a time, counting that connection against its address
 * from when Tomcat takes it until it is closed. Tomcat keeps channels for reuse and resets them
 * for each new connection, so the place is let go by whichever of close, reset and free comes first.
 */
final class CountedChannel extends NioChannel {

    private final AddressCounts counts;
    private @Nullable String counted;

    CountedChannel(SocketBufferHandler buffers, AddressCounts counts) {
        super(buffers);
        this.counts = counts;
    }

    @Override
    public void reset(SocketChannel channel, NioSocketWrapper wrapper) throws IOException {
        release();
        super.reset(channel, wrapper);
        String address = channel == null ? null : LimitedNioEndpoint.addressOf(channel);
        if (address != null) hold(address);
    }

    @Override
    public void close() throws IOException {
        try {
            super.close();
        } finally {
            release();
        }
    }

    @Override
    public void close(boolean force) throws IOException {
        try {
            super.close(force);
        } finally {
            release();
        }
    }

    @Override
    public void free() {
        release();
        super.free();
    }

    private synchronized void hold(String address) {
        counted = address;
        counts.add(address);
    }

    private synchronized void release() {
        if (counted != null) counts.remove(counted);
        counted = null;
    }
}
