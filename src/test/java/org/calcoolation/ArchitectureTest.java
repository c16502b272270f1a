package org.calcoolation;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.springframework.data.repository.Repository;

@AnalyzeClasses(
        packages = "org.calcoolation",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.NoTestClasses.class})
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
            .that()
            .resideInAPackage("org.calcoolation.engine..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "org.springframework..", "jakarta..", "javax.persistence..", "org.hibernate..", "com.vaadin..");

    @ArchTest
    static final ArchRule the_engine_depends_on_no_other_feature = noClasses()
            .that()
            .resideInAPackage("org.calcoolation.engine..")
            .should()
            .dependOnClassesThat(
                    resideInAPackage("org.calcoolation..").and(not(resideInAPackage("org.calcoolation.engine.."))));

    /** The rating maths is pure like the engine: tested by hand-worked examples and simulations, with no framework. */
    @ArchTest
    static final ArchRule the_rating_maths_uses_no_framework_and_no_other_feature = noClasses()
            .that()
            .resideInAPackage("org.calcoolation.rating..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "org.springframework..", "jakarta..", "javax.persistence..", "org.hibernate..", "com.vaadin..")
            .orShould()
            .dependOnClassesThat(
                    resideInAPackage("org.calcoolation..").and(not(resideInAPackage("org.calcoolation.rating.."))));

    @ArchTest
    static final ArchRule features_are_free_of_cycles =
            slices().matching("org.calcoolation.(*)..").should().beFreeOfCycles();

    /**
     * Within a feature, its packages form layers too: {@code game.store} may use {@code game.play} or the
     * other way round, never both. Each package of a feature is one slice; a cycle across features is
     * already a cycle between the features above.
     */
    @ArchTest
    static final ArchRule the_packages_of_a_feature_are_free_of_cycles =
            slices().assignedFrom(new PackagesOfOneFeature()).should().beFreeOfCycles();

    private static final class PackagesOfOneFeature implements SliceAssignment {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String name = javaClass.getPackageName();
            return name.startsWith("org.calcoolation.") ? SliceIdentifier.of(name) : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "the packages of each feature";
        }
    }

    /** Services, entities and everything else below the views: a view may call them, never the other way round. */
    @ArchTest
    static final ArchRule only_ui_packages_depend_on_ui_packages = noClasses()
            .that()
            .resideOutsideOfPackage("..ui..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("..ui..");

    /**
     * A feature's tables are its own: its services read and write them, views and other features ask
     * the services. A feature split by role (game: its service at the root, its storage in
     * {@code game.store}) may use its repository from any of its packages but {@code ui}.
     */
    @ArchTest
    static final ArchRule repositories_are_used_only_in_their_own_feature =
            classes().that().areAssignableTo(Repository.class).should(beUsedOnlyInTheirOwnFeature());

    /** {@code org.calcoolation.game.store} → {@code org.calcoolation.game}. */
    private static String featureOf(String packageName) {
        String[] parts = packageName.split("\\.");
        return parts.length < 3 ? packageName : String.join(".", parts[0], parts[1], parts[2]);
    }

    private static ArchCondition<JavaClass> beUsedOnlyInTheirOwnFeature() {
        return new ArchCondition<>("be used only by classes of their own feature, and by no ui class") {
            @Override
            public void check(JavaClass repository, ConditionEvents events) {
                String feature = featureOf(repository.getPackageName());
                for (Dependency use : repository.getDirectDependenciesToSelf()) {
                    String from = use.getOriginClass().getPackageName();
                    if (!featureOf(from).equals(feature) || from.contains(".ui")) {
                        events.add(SimpleConditionEvent.violated(use, use.getDescription()));
                    }
                }
            }
        };
    }
}
