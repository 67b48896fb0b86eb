package traversalperfs.run

import traversalperfs.server.ServerParameters

import traversalperfs.testing.Lanes
import traversalperfs.machine.CpuPinning
import traversalperfs.settings.{Parameter, ParameterCatalog => P, Parameters}
import traversalperfs.workloads.{AllParameters, Workloads}
import traversalperfs.workloads.file.{FileParameters => F, FileSettings}
import traversalperfs.workloads.permissions.{PermissionsParameters => Pm, PermissionsSettings}
import traversalperfs.workloads.traversal.{TraversalParameters => T, TraversalSettings}

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.file.Paths

/**
 * A child run (a comparison's cell, its recording) is given the settings its parent read, written back by each
 * [[Parameter]]: read with a value unlike its default for every parameter a workload reads, a workload's settings write
 * arguments that read back to the same settings. A parameter a settings class reads and forgets to write fails here.
 */
@Tag(Lanes.Inputs)
class SettingsRoundTripTest {
  private val baseDir = Paths.get("").toAbsolutePath.toString

  /** What a child never takes from its parent, and why: each is the child's own. */
  private val NotPassed: Map[Parameter[_], String] = Map(
    P.Target -> "a child is given its cell's server",
    P.User -> "credentials go to the target they were given for only",
    P.Password -> "credentials go to the target they were given for only",
    P.Bolt -> "a child is given its cell's server's Bolt address",
    ServerParameters.Java -> "the comparison starts the servers: a child starts none",
    ServerParameters.JavaToolchains -> "the comparison starts the servers: a child starts none",
    ServerParameters.JavaDirectories -> "the comparison starts the servers: a child starts none",
    ServerParameters.Plugins -> "the comparison starts the servers: a child starts none",
    ServerParameters.Conf -> "the comparison starts the servers with it: a child starts none",
    P.ServerJvmOptions -> "the comparison starts the servers: a child starts none",
    P.InjectorCount -> "a child runs alone",
    P.InjectorIndex -> "a child runs alone",
    P.BaseDir -> "a child runs in the project's directory",
    F.CopyUser -> "credentials go to the copy's source only; a child is given its cell's server, copied already",
    F.CopyPassword -> "credentials go to the copy's source only; a child is given its cell's server, copied already",
    P.CopyBatch -> "the comparison copies before any child runs; a child is given its cell's server"
  )

  /** The common parameters, each unlike its default (`lab.pin` where this machine can pin). */
  private val Common = Seq(
    P.BaseDir.name -> baseDir, ServerParameters.Neo4jVersion.name -> "5.26.30", P.Heap.name -> "2g",
    P.PageCache.name -> "300m",
    P.BoltPool.name -> "7", P.BoltTimeout.name -> "9", P.Populate.name -> "http", P.Users.name -> "3",
    P.Ramp.name -> "2", P.PauseMax.name -> "7", P.Duration.name -> "11", P.Warmup.name -> "4",
    P.WarmupPasses.name -> "6", P.Plans.name -> "2", P.Calibration.name -> "13", P.InjectorCpuMax.name -> "70",
    P.IdleMin.name -> "3", P.OnTimeMin.name -> "90", P.Pin.name -> CpuPinning.of().isRight.toString,
    P.Summary.name -> "target/rt/summary.json",
    P.TestDelay.name -> "5"
  )

  /** The open model's and the capacity search's parameters, each unlike its default. */
  private val Capacity = Seq(P.Rate.name -> "20.0", P.Slo.name -> "p95<200ms", P.CapacityStep.name -> "5.0",
    P.CapacityMax.name -> "40.0", P.CapacityLevel.name -> "12", P.Speed.name -> "3")

  private val Traversal = Seq(
    AllParameters.Workload.name -> "traversal", T.Depth.name -> "3", T.Fanout.name -> "3", T.Seed.name -> "7",
    T.Starts.name -> "2", T.Scope.name -> "subtree", T.Orders.name -> "breadth-first", T.Caches.name -> "label",
    T.Strategy.name -> "core", T.Access.name -> "extension,cypher", T.Clear.name -> "true",
    T.Csv.name -> "target/rt/counts.csv", T.CsvRecord.name -> "target/rt/recorded.csv")

  private val Permissions = Seq(
    AllParameters.Workload.name -> "permissions", Pm.PermissionsUsers.name -> "30", Pm.PermissionsGroups.name -> "4",
    Pm.PermissionsDocuments.name -> "900", Pm.PermissionsFolders.name -> "9", Pm.PermissionsUserGrants.name -> "2",
    Pm.PermissionsGroupGrants.name -> "3", Pm.PermissionsSeed.name -> "8", Pm.PermissionsCsv.name -> "target/rt/p.csv",
    Pm.RecordUsers.name -> "2", Pm.RecordDuration.name -> "3", Pm.RecordRows.name -> "20",
    Pm.RecordDocuments.name -> "30",
    Pm.RecordSeed.name -> "9")

  private val File =
    Seq(AllParameters.Workload.name -> "file:workloads/tree.yml", F.WorkloadCsv.name -> "target/rt/tree.csv",
      F.WorkloadStore.name -> "target/rt/store", F.WorkloadLeaveOut.name -> "subtree,path",
      F.WorkloadCypher.name -> "25")

  /** Reads `values`, writes the arguments back, reads those: the same settings, every parameter written. */
  private def roundTrip[S](workload: String, values: Seq[(String, String)], load: Parameters => S,
                           arguments: S => Seq[String], everyParameter: Boolean = true): Unit = {
    // what every workload reads, and the workload's own
    val own = Workloads.All.find(_.name.stripSuffix(":") == workload).get.parameters.filter(_.readBy.contains(workload))
    val read = AllParameters.All.filter(p => p.readBy.contains(P.EveryWorkload) || own.contains(p))
      .filterNot(NotPassed.contains)
    val given = values.toMap
    if (everyParameter) {
      // a workload's parameter this test does not vary would not show a settings class forgetting it
      assertEquals(Nil, read.filterNot(p => given.contains(p.name)).map(_.name),
        s"give these a value unlike their default for $workload")
      read.filter(p => p != AllParameters.Workload && p != P.Pin).foreach(p =>
        assertNotEquals(p.default.map(showDefault(p)), given.get(p.name), s"${p.name} is its default"))
    }
    val settings = load(Parameters.of(values: _*))
    val written = arguments(settings)
    val names = written.map(_.stripPrefix("-D").takeWhile(_ != '='))
    if (everyParameter)
      assertEquals(Nil, read.map(_.name).filterNot(names.contains), s"$workload's child runs are not given these")
    assertEquals(settings, load(Parameters.fromArguments(written :+ s"-D${P.BaseDir.name}=$baseDir")))
  }

  private def showDefault[A](p: Parameter[A])(value: Any): String = p.form.show(value.asInstanceOf[A])

  @Test def theTraversalsSettingsReadBackFromTheArgumentsTheyWrite(): Unit = {
    roundTrip("traversal", Common ++ Capacity ++ Traversal, TraversalSettings.load,
      (s: TraversalSettings) =>
        s.arguments())
    // the closed model, and the defaults
    roundTrip("traversal", Common ++ Traversal, TraversalSettings.load, (s: TraversalSettings) => s.arguments(),
      everyParameter = false)
    roundTrip("traversal", Seq(P.BaseDir.name -> baseDir), TraversalSettings.load,
      (s: TraversalSettings) =>
        s.arguments(), everyParameter = false)
  }

  @Test def thePermissionsSettingsReadBackFromTheArgumentsTheyWrite(): Unit =
    roundTrip("permissions", Common ++ Capacity ++ Permissions, PermissionsSettings.load,
      (s: PermissionsSettings) =>
        s.arguments())

  @Test def aWorkloadFilesSettingsReadBackFromTheArgumentsTheyWrite(): Unit = {
    roundTrip("file", Common ++ Capacity ++ File, FileSettings.load, (s: FileSettings) => s.arguments())
    // a query log's arrivals, twice as fast
    roundTrip("file", Common ++ File ++ Seq(P.Rate.name -> "log", P.Speed.name -> "2"), FileSettings.load,
      (s: FileSettings) => s.arguments(), everyParameter = false)
  }

  @Test def everyFormReadsBackWhatItShows(): Unit =
    for (p <- AllParameters.All; default <- p.default)
      assertEquals(default, p.form.read(showDefault(p)(default)).toOption.get,
        p.name)

  @Test def anOverrideReplacesTheValueRead(): Unit = {
    val settings = TraversalSettings.load(Parameters.of(Common ++ Traversal: _*))
    val written = settings.arguments(P.Users := 9, P.Target := "http://127.0.0.1:1")
    assertEquals(Seq("-Dusers=9"), written.filter(_.startsWith("-Dusers=")))
    assertTrue(written.contains("-Dtarget=http://127.0.0.1:1"))
  }
}
