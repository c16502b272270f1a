package org.calcoolation.game.ui;

import com.vaadin.browserless.ComponentTester;
import com.vaadin.flow.component.Component;
import java.util.List;

/** Reads the scripts the server has queued for one component's element in the browser. */
public class CallsTester<T extends Component> extends ComponentTester<T> {

    public CallsTester(T component) {
        super(component);
    }

    /** A queued script and its arguments, without the element itself (Vaadin passes it last to a script, first to a function it calls on it). */
    public record Call(String script, List<Object> arguments) {}

    /** The calls queued since last asked, oldest first. */
    public List<Call> calls() {
        // Vaadin hands out a call only once its element has gone through a round trip.
        roundTrip();
        return getComponent().getUI().orElseThrow().getInternals().dumpPendingJavaScriptInvocations().stream()
                .filter(call -> call.getOwner() == getComponent().getElement().getNode())
                .map(call -> {
                    List<Object> parameters = call.getInvocation().getParameters().stream()
                            .filter(parameter -> parameter != getComponent().getElement())
                            .toList();
                    return new Call(call.getInvocation().getExpression(), parameters);
                })
                .toList();
    }
}
