package org.calcoolation.base.data;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import org.calcoolation.engine.Variant;

/** Stores a {@link Variant} by its {@link Variant#name()}, which keeps the names rows were written with before styles. */
@Converter
public final class VariantColumn implements AttributeConverter<Variant, String> {

    @Override
    public String convertToDatabaseColumn(Variant variant) {
        return variant.name();
    }

    @Override
    public Variant convertToEntityAttribute(String name) {
        return Variant.valueOf(name);
    }
}
