package org.calcoolation;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

@AnalyzeClasses(packages = "org.calcoolation", importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.NoTestClasses.class})
class ArchitectureTest {

    /** ArchUnit spots tests by a target/ path; builds in another folder (-Dbuild.dir) need this too. */
    static final class NoTestClasses implements ImportOption {
        @Override
        public boolean includes(Location location) {
            return !location.contains("/test-classes/");
        }
    }

    @ArchTest
    static final ArchRule the_engine_uses_no_framework = noClasses()
            .that().resideInAPackage("org.calcoolation.engine..")
            .should().dependOnClassesThat().resideInAnyPackage(
                    "org.springframework..", "jakarta..", "javax.persistence..", "org.hibernate..", "com.vaadin..");

    @ArchTest
    static final ArchRule the_engine_depends_on_no_other_feature = noClasses()
            .that().resideInAPackage("org.calcoolation.engine..")
            .should().dependOnClassesThat(resideInAPackage("org.calcoolation..").and(not(resideInAPackage("org.calcoolation.engine.."))));

    @ArchTest
    static final ArchRule features_are_free_of_cycles = slices()
            .matching("org.calcoolation.(*)..")
            .should().beFreeOfCycles();
}
