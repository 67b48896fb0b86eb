package traversalperfs.workloads.file

import traversalperfs.console.Say

import traversalperfs.run.RunTarget

import traversalperfs.server.{Directories, Neo4jVersion, ServerSettings, ServerVersion}
import traversalperfs.settings.UserError
import traversalperfs.targets.{CypherRunner, DatasetFingerprint, Target}
import traversalperfs.tree.TreeOnServer
import java.nio.file.{Files, Path}

/**
 * The server a workload file runs on, its version, and Cypher to it outside the load. On a store the lab makes, the
 * record makes the file's dataset first (the tree through the extension; the setup statements once, the store marked
 * complete only after the last one, so an interrupted setup is started again from an empty store); a `target` or a
 * `workload.store` is used as it is, never written to.
 */
final class FileServer(val target: Target) extends AutoCloseable {
  def version: ServerVersion = target.version

  def cypher: CypherRunner = target.cypher

  /** The data's fingerprint; a user's own graph (a dump, a copy) with its content's hash. */
  def fingerprint(dataset: WorkloadDataset): DatasetFingerprint = DatasetFingerprint.of(cypher,
    dataset match {
      case WorkloadDataset.Dump(_) | WorkloadDataset.Copy(_) => true
      case _ => false
    })

  override def close(): Unit = target.close()
}

object FileServer {
  private val SetupMark = "workload-setup.done"

  /** Opens the target; `makeDataset` (the record) makes the file's dataset where the lab owns the store. */
  def open(settings: FileSettings, makeDataset: Boolean): FileServer = {
    val lab = settings.lab
    val makes = lab.server.target.isEmpty && settings.store.isEmpty
    val home = lab.server.neo4j.filter(_ => lab.server.target.isEmpty).map(settings.storeOf)
    if (makes) lab.server.neo4j.foreach(prepareStore(settings, _, makeDataset))
    if (!makes && settings.workload.dataset != WorkloadDataset.AsFound)
      Say(s"the data is used as ${lab.server.target.getOrElse(settings.store.get)} holds it " +
        s"(the file's dataset is made only on stores the lab makes)")
    val bulkTree = settings.workload.dataset match {
      case WorkloadDataset.Tree(tree) if makes && makeDataset => Some(tree.bulk)
      case _ => None
    }
    val target = RunTarget.open(lab, settings.storeOf, probe = None, bulk = bulkTree)
    try {
      val server = new FileServer(target)
      if (makes) dataset(settings, server, home.get, makeDataset)
      server
    } catch {
      case e: Throwable => target.close(); throw e
    }
  }

  /**
   * Before its server starts, the store of `version`: where the setup will run (`make`), a store whose setup did not
   * finish is emptied (started again); a dump is loaded or migrated there when it is not yet (refused in one line on a
   * version it cannot reach).
   */
  def prepareStore(settings: FileSettings, version: Neo4jVersion, make: Boolean): Path = {
    val home = settings.storeOf(version)
    settings.workload.dataset match {
      case setup: WorkloadDataset.Setup if make && Files.exists(home) && !setupDone(home, setup) =>
        Say(
          s"$home holds no finished setup of this workload (interrupted?): starting it again from " +
            s"an empty store")
        Directories.deleteRecursively(home)
      case WorkloadDataset.Dump(_) => settings.dumps.foreach(_.ensure(version))
      case WorkloadDataset.Copy(_) =>
        val copy = settings.copies.get
        copy.refusal(version).foreach(UserError(_))
        // the offline writer's data, its schema still to be made, is kept (a comparison prepares every store first)
        if (make && Files.exists(home) && !copy.done(home) && !copy.dataWritten(home)) {
          Say(
            s"$home holds no finished copy of ${copy.source} (interrupted?): starting it again " +
              "from an empty store")
          Directories.deleteRecursively(home)
        }
        val lab = settings.lab
        if (make) copy.offline(ServerSettings(version, home, lab.server.heap, lab.server.pageCache, lab.baseDir),
          lab.server.populate)
      case _ =>
    }
    home
  }

  /** Makes the file's dataset on a store the lab owns (`make`), or requires it made. */
  def dataset(settings: FileSettings, server: FileServer, home: Path, make: Boolean): Unit =
    settings.workload.dataset match {
      case WorkloadDataset.Tree(tree) if make => TreeOnServer.ensure(server.target, tree)
      case setup: WorkloadDataset.Setup if !setupDone(home, setup) =>
        if (make) runSetup(server, setup, home)
        else UserError(s"the store $home has no finished setup of ${settings.workload.file}: record first")
      case WorkloadDataset.Copy(_) if !settings.copies.get.done(home) =>
        if (make) settings.copies.get.into(server.cypher, server.version, home)
        else UserError(s"the store $home has no finished copy of ${settings.copies.get.source}: record first")
      case _ =>
    }

  private def setupDone(home: Path, setup: WorkloadDataset.Setup): Boolean = {
    val mark = home.resolve(SetupMark)
    Files.exists(mark) && Files.readString(mark).trim == setup.id
  }

  private def runSetup(server: FileServer, setup: WorkloadDataset.Setup, home: Path): Unit = {
    val statements = setup.statements
    val started = System.nanoTime()
    statements.zipWithIndex.foreach { case (statement, i) =>
      val began = System.nanoTime()
      server.cypher.write(statement)
      Say(f"setup ${i + 1}/${statements.size} (${100.0 * (i + 1) / statements.size}%.0f%%) in " +
        f"${(System.nanoTime() - began) / 1e9}%.1f s: ${statement.replaceAll("\\s+", " ").take(80)}")
    }
    Files.writeString(home.resolve(SetupMark), setup.id)
    Say(f"setup done in ${(System.nanoTime() - started) / 1e9}%.1f s (${server.cypher.via})")
  }
}
