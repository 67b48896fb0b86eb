package traversalperfs.tests.dumps

import traversalperfs.dumps.{DumpFile, DumpLadder, StoreDump}
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersion, Neo4jVersions, ServerSettings}
import traversalperfs.settings.UserError
import traversalperfs.targets.Target
import traversalperfs.tests.support.Lanes
import traversalperfs.workloads.file.{Answer, AnswerKind, DatasetFingerprint}

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.{AfterAll, Test, TestInstance}
import org.junit.jupiter.api.TestInstance.Lifecycle

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * A user's dump carried up the versions, on real servers: a dataset made by Cypher on 3.5.35, 4.4.48 and 5.26.30,
 * dumped there with that version's own neo4j-admin, is loaded by the lab on that version (its origin, found by loading
 * it) and migrated to every newer one, where the data's fingerprint (labels, types, property keys) and the answers of
 * the same queries are the origin's; an older version is refused in one line naming those that can take it. A file that
 * is not a dump, and a truncated one, are refused in one line, leaving no store behind. The 3.5 dump is asked on every
 * version on its way; the others on their origin and on the newest (the steps between are the 3.5 dump's).
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
class DumpsOnNeo4jTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/test-dumps")
  private val ladders = scala.collection.mutable.ArrayBuffer[DumpLadder]()

  /** Values of each type every version holds, on nodes and relationships, with a few labels and types. */
  private val Setup =
    "UNWIND range(0, 1999) AS i CREATE (p:Person {name: 'p' + i, age: i % 80, score: i / 7.0, active: i % 2 = 0, " +
      "tags: ['t' + (i % 3), 't' + (i % 5)]}) WITH p, i WHERE i % 20 = 0 " +
      "CREATE (p)-[:KNOWS {since: 2000 + i % 25, weight: 0.5}]->(c:Person:Customer {name: 'c' + i, age: i % 70})"

  private val Queries: Seq[(String, AnswerKind, Boolean)] = Seq(
    ("MATCH (p:Person) WHERE p.age = 17 RETURN count(p)", AnswerKind.Value, false),
    ("MATCH (p:Person)-[k:KNOWS]->(c:Customer) RETURN p.name, k.since, c.name ORDER BY p.name", AnswerKind.Fingerprint,
      true),
    ("MATCH (p:Person {name: 'p40'}) RETURN p.score, p.active, p.tags, labels(p)", AnswerKind.Fingerprint, false))

  /**
   * The ladders' stores and what they left beside them (`dump-<id>.partial`, `.in`), and nothing else of the versions'
   * folders: other classes running beside this one keep their stores there.
   */
  @AfterAll def deleteStores(): Unit = {
    for (l <- ladders; v <- Neo4jVersions.All; folder = l.storeOf(v).getParent if Files.isDirectory(folder)) {
      val listed = Files.list(folder)
      try listed.iterator().asScala.filter(_.getFileName.toString.startsWith(s"dump-${l.dump.id}")).toSeq
          .foreach(Directories.deleteRecursively)
      finally listed.close()
    }
    Directories.deleteRecursively(work)
  }

  /** Every version on the way is asked (the other dumps are asked on their origin and on the last version). */
  @Test def aDumpOf35IsLoadedThereAndMigratedToEveryNewerVersion(): Unit =
    carried(version("3.5.35"), older = Seq(version("3.0.12")), askedOnTheWay = true)

  @Test def aDumpOf44IsLoadedThereAndMigratedToEveryNewerVersion(): Unit =
    carried(version("4.4.48"), older = Seq(version("3.5.35")), askedOnTheWay = false)

  @Test def aDumpOf526IsLoadedThereAndMigratedTo2026(): Unit =
    carried(version("5.26.30"), older = Seq(version("4.4.48"), version("2.2.10")), askedOnTheWay = false)

  @Test def aFileThatIsNotADumpOrATruncatedDumpIsRefusedInOneLine(): Unit = {
    Files.createDirectories(work)
    val text = Files.writeString(work.resolve("notes.dump"), "MATCH (n) RETURN n\n")
    val notADump = refusal(DumpFile.read(text, "mine.yml: dataset.dump"))
    assertTrue(notADump.startsWith(s"mine.yml: dataset.dump: $text is not a Neo4j dump"), notADump)
    assertTrue(refusal(DumpFile.read(work.resolve("none.dump"), "here")).startsWith("here: no dump at "))

    val (whole, _) = madeOn(version("5.26.30"))
    val bytes = Files.readAllBytes(whole)
    val truncated = Files.write(work.resolve("truncated.dump"), bytes.take(bytes.length / 2))
    val ladder = ladderOf(truncated)
    val message = refusal(ladder.origin)
    assertTrue(message.startsWith(s"the dump $truncated could not be loaded by the neo4j-admin of any of the lab's"),
      message)
    ladder.rungs.foreach(v => assertFalse(Files.exists(ladder.storeOf(v)), s"nothing kept as a store on $v"))
    ladder.rungs.foreach(v =>
      assertFalse(Files.exists(ladder.storeOf(v).resolveSibling(s"dump-${ladder.dump.id}.partial")), v.version))
  }

  /**
   * The dump of `origin` reaches it and every newer version, where the data and answers are those of the server that
   * made it (asked on each, or on the origin and the last); older ones are refused.
   */
  private def carried(origin: Neo4jVersion, older: Seq[Neo4jVersion], askedOnTheWay: Boolean): Unit = {
    val (dump, expected) = madeOn(origin)
    val ladder = ladderOf(dump)
    assertEquals(origin, ladder.origin, "loaded on the oldest version whose tool reads it")
    val newer = ladder.rungs.dropWhile(_ != origin)
    older.foreach { v =>
      val why = ladder.refusal(v).getOrElse(fail(s"$v takes a dump of $origin"))
      assertTrue(why.startsWith(s"Neo4j $v cannot take the dump ${ladder.dump}") &&
          why.endsWith(s"versions that can take it: ${newer.mkString(", ")}"), why)
      assertFalse(why.contains("\n"), why)
    }
    for (v <- newer) {
      val home = ladder.ensure(v)
      if (askedOnTheWay || v == origin || v == newer.last)
        assertEquals(expected, asked(v, home), s"Neo4j $v holds the dump of $origin as $origin did")
    }
  }

  private val made = scala.collection.mutable.Map[Neo4jVersion, (Path, (DatasetFingerprint, Seq[String]))]()

  /**
   * The dataset made by Cypher on `version` and dumped with its tool (once for the class): the dump, and what the
   * server that made it answered.
   */
  private def madeOn(version: Neo4jVersion): (Path, (DatasetFingerprint, Seq[String])) =
    made.getOrElseUpdate(version, {
        val name = s"made-on-${version.version}"
        val home = work.resolve(name)
        Directories.deleteRecursively(home)
        val expected = onServer(version, home) { target => target.cypher.write(Setup); answers(target) }
        val dump = work.resolve(s"$name.dump")
        StoreDump.write(settings(version, home), dump, work.resolve(s"$name.admin.log"))
        (dump, expected)
      })

  /** The fingerprint of the data on `home` and the answers to the queries there. */
  private def asked(version: Neo4jVersion, home: Path): (DatasetFingerprint, Seq[String]) =
    onServer(version, home)(answers)

  private def answers(target: Target): (DatasetFingerprint, Seq[String]) = {
    val answers = Queries.map { case (query, kind, ordered) =>
      Answer.of(kind, ordered, target.cypher.read(query).rows).fold(e => fail(s"$query: $e"), identity)
    }
    val fingerprint = DatasetFingerprint.of(target.cypher, hashed = true)
    assertTrue(fingerprint.properties.exists(_.contains("tags")), fingerprint.text)
    (fingerprint, answers)
  }

  private def onServer[A](version: Neo4jVersion, home: Path)(work: Target => A): A = {
    val target = Target.embedded(EmbeddedNeo4j.start(settings(version, home)))
    try work(target)
    finally target.close()
  }

  private def ladderOf(dump: Path): DumpLadder = {
    val ladder = new DumpLadder(DumpFile.read(dump, "test"), baseDir, "512m", "32m")
    ladders += ladder
    ladder
  }

  private def settings(version: Neo4jVersion, home: Path) = ServerSettings(version, home, "512m", "32m", baseDir)

  private def version(text: String): Neo4jVersion = Neo4jVersions.require(text, baseDir)

  private def refusal(body: => Any): String = {
    val error = assertThrows(classOf[UserError], () => { body; () })
    assertFalse(error.getMessage.contains("\n"), error.getMessage)
    error.getMessage
  }
}
