package traversalperfs.comparison

import traversalperfs.results.{CellRun, CellSetting, CellSettings, ComparisonCell, ServerJvm}
import traversalperfs.run.RunSettings
import traversalperfs.server.{EmbeddedNeo4j, Neo4jVersion}
import traversalperfs.settings.Setting

/**
 * One server start of a comparison's round, where a workload replays its cells: the version in its JVM, the server
 * running, the round, whether it is the A/A run's second side (`again`), and the comparison's child runs.
 */
final case class ServerStart(version: Neo4jVersion, jvm: ServerJvm, server: EmbeddedNeo4j, round: Int,
                             again: Boolean, runs: ChildRuns) {
  /** `cell` replayed on this server by a child run of `workload`'s replay simulation, with its `overrides`. */
  def replay(workload: ComparedWorkload, cell: ComparisonCell, overrides: Seq[Setting] = Nil): CellRun =
    runs.replay(workload, this, cell, overrides)

  /**
   * A cell's settings: the server's as every cell's table starts (its version, the JDK it ran on and, run outside the
   * Java range its version supports, why that matters: the page and Markdown flag such cells; heap, GC, page cache),
   * the load's, the workload's `own`, then how its run went (its warm-up's words, else what it was asked; the think
   * time the comparison chose).
   */
  def settings(lab: RunSettings, run: CellRun, own: (CellSetting, String)*): CellSettings = {
    val java = server.settings.java
    CellSettings(Seq(CellSetting.Version := server.version, CellSetting.Jvm := s"Java ${java.jdk.version}",
      CellSetting.JvmHome := java.jdk.home, CellSetting.Heap := jvm.heap, CellSetting.Gc := jvm.gc,
      CellSetting.PageCache := lab.server.pageCache) ++
      Option.when(lab.server.jvmOptions.nonEmpty)(CellSetting.JvmOptions := lab.server.jvmOptions.mkString(" ")) ++
      Option.unless(server.settings.plugins.isEmpty)(CellSetting.Plugins := server.settings.plugins.describe) ++
      server.settings.conf.map(CellSetting.Conf := _.inWords) ++
      Option.unless(java.supported)(CellSetting.OutsideJava := java.outside) ++
      lab.load.settings :+ (CellSetting.Load := lab.load.inWords)) ++ own ++ (
      (CellSetting.WarmUp := run.summary.flatMap(_.warmUp).getOrElse(
        if (lab.load.warmupSeconds == 0) "none"
        else s"at most ${lab.load.warmupPasses} passes, or ${lab.load.warmupSeconds} s once 3 are made")) +:
        runs.thinkTime.setting)
  }
}
