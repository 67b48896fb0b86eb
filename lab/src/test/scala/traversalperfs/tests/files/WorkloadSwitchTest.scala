package traversalperfs.tests.files

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test
import traversalperfs.lab.{LabError, Parameters}
import traversalperfs.workloads.Workloads

import java.nio.file.{Files, Paths}

/**
 * The pom's workload switch (`./mvnw gatling:test -Dworkload=…`: its enforcer rule, its profiles, the simulations'
 * package) names exactly the registry's workloads: Maven cannot read a Scala value, so this holds the two together.
 */
class WorkloadSwitchTest {
  private val pom = Files.readString(Paths.get("").toAbsolutePath.resolve("pom.xml"))
  private val rule = "<regex>([^<]+)</regex>".r.findFirstMatchIn(pom).get.group(1).r

  private def example(name: String) = if (name.endsWith(":")) s"${name}workloads/tree.yml" else name

  @Test def theEnforcerAcceptsEveryRegisteredWorkloadAndNothingElse(): Unit = {
    for (workload <- Workloads.All) assertTrue(rule.matches(example(workload.name)), workload.name)
    for (other <- Seq("traversals", "file", "permission", "")) assertFalse(rule.matches(other), other)
  }

  @Test def everyRegisteredWorkloadHasItsSimulationsAndNamedOnesTheirProfile(): Unit =
    for (workload <- Workloads.All) {
      val pkg = if (workload.name.endsWith(":")) "file" else workload.name
      assertTrue(Files.isDirectory(Paths.get(s"src/test/scala/traversalperfs/simulations/$pkg")), workload.name)
      if (pkg != "file") assertTrue(pom.contains(s"<value>$pkg</value>"), s"the pom's profile for ${workload.name}")
    }

  @Test def theRegistryRefusesAnUnknownWorkloadInOneLine(): Unit = {
    val refused = assertThrows(classOf[LabError], () => Workloads.named(Parameters.of("workload" -> "graph")))
    assertEquals("workload must be traversal, permissions, file:<path to a workload file>; got 'graph'", refused.getMessage)
  }
}
