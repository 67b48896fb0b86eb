package traversalperfs.workloads

import traversalperfs.testing.Lanes
import traversalperfs.settings.{Parameters, UserError}
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}
import traversalperfs.workloads.Workloads

import java.nio.file.{Files, Paths}

/**
 * The pom's workload switch (`./mvnw gatling:test -Dworkload=…`) and the registry: the pom checks only that `workload`
 * is a name (every registered one passes), the registry says which exist; a workload without simulations of its own
 * runs through the generic pair, which ask the registry.
 */
@Tag(Lanes.Files)
class WorkloadSwitchTest {
  private val pom = Files.readString(Paths.get("").toAbsolutePath.resolve("pom.xml"))
  private val rule = "<regex>([^<]+)</regex>".r.findFirstMatchIn(pom).get.group(1).r

  private def example(name: String) = if (name.endsWith(":")) s"${name}workloads/tree.yml" else name

  @Test def theEnforcerAcceptsEveryRegisteredWorkloadAndNothingElse(): Unit = {
    for (workload <- Workloads.All) assertTrue(rule.matches(example(workload.name)), workload.name)
    for (notAName <- Seq("Payments!", "file:", "", "a b")) assertFalse(rule.matches(notAName), notAName)
  }

  @Test def everyWorkloadNamesSimulationsThatExistAndRunItsOwnRecordAndReplay(): Unit =
    for (workload <- Workloads.All; simulation <- Seq(workload.simulations.record, workload.simulations.replay)) {
      val simulationClass = Class.forName(simulation) // a child run's gatling.simulationClass: Gatling loads it so
      assertTrue(classOf[io.gatling.core.scenario.Simulation].isAssignableFrom(simulationClass), simulation)
    }

  @Test def workloadsWithoutSimulationsOfTheirOwnRunThroughTheGenericPairWhichAskTheRegistry(): Unit = {
    for (name <- Seq("WorkloadRecordSimulation", "WorkloadReplaySimulation"))
      assertTrue(Files.readString(Paths.get(s"src/test/scala/traversalperfs/simulations/generic/$name.scala"))
          .contains("Workloads.named(Parameters.system)"), name)
    // the generic package unless the workload is one of the two with simulations of their own (or none is given)
    assertTrue(pom.contains("<include>traversalperfs.simulations.${simulations.package}.*</include>"), pom)
    assertTrue(pom.contains("<simulations.package>generic</simulations.package>"), pom)
    for ((profile, own) <- Seq("workload-default" -> "traversal", "workload-traversal" -> "traversal",
        "workload-permissions" -> "permissions")) {
      val block = pom.substring(pom.indexOf(s"<id>$profile</id>"), pom.indexOf("</profile>", pom.indexOf(profile)))
      assertTrue(block.contains(s"<simulations.package>$own</simulations.package>"), block)
    }
  }

  @Test def theRegistryRefusesAnUnknownWorkloadInOneLine(): Unit = {
    val refused = assertThrows(classOf[UserError], () => Workloads.named(Parameters.of("workload" -> "graph")))
    assertEquals("workload must be traversal, permissions or file:<path to a workload file>; got 'graph'",
      refused.getMessage)
  }
}
