package traversalperfs.dumps

import traversalperfs.dumps.{DumpFile, DumpLadder, StoreDump}
import traversalperfs.server.{Directories, EmbeddedNeo4j, Neo4jVersion, Neo4jVersions, ServerPlugin, ServerSettings}
import traversalperfs.settings.UserError
import traversalperfs.targets.{DatasetFingerprint, Target}
import traversalperfs.testing.Lanes
import traversalperfs.workloads.file.{Answer, AnswerKind}

import org.json4s.JInt
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.jupiter.api.{AfterAll, Tag, Test, TestInstance}
import org.junit.jupiter.api.TestInstance.Lifecycle

import java.nio.file.{Files, Path, Paths}
import scala.jdk.CollectionConverters._

/**
 * A user's dump carried up the versions, on real servers: a dataset with indexes and constraints made by Cypher on
 * 3.5.35 and 4.4.48 (a single-property index, a composite one, a uniqueness constraint; on 4.4 a full-text index too:
 * BTREE indexes all, as a real 4.x database has), dumped there with that version's own neo4j-admin, is loaded by the
 * lab on the version whose store format it holds (its origin) and migrated to the newer ones (the 3.5 dump to 5.26, the
 * 4.4 one on to 2026.08: each step of the way made once), where the data's fingerprint (labels, types, property keys,
 * content hash) and the answers of the same queries are the origin's on every rung, and every index and constraint is
 * there (BTREE ones as RANGE from 5.26) or said dropped; an older version is refused in one line naming those that can
 * take it. A 4.x store packed as 4.3 packs it (as 3.5 does) is of 4.4, not 3.5. A 5.26 dump starts at 5.26. A file that
 * is not a dump, and a truncated one, are refused in one line, leaving no store behind. The servers that make the dumps
 * run APOC of their line (`neo4j.plugins=apoc`) as a user's would.
 */
@ResourceLock(value = Lanes.Machine, mode = ResourceAccessMode.READ)
@TestInstance(Lifecycle.PER_CLASS)
@Tag(Lanes.Servers)
class DumpsOnNeo4jTest {
  private val baseDir = Paths.get("").toAbsolutePath
  private val work = baseDir.resolve("target/test-dumps")
  private val ladders = scala.collection.mutable.ArrayBuffer[DumpLadder]()

  /** Values of each type every version holds, on nodes and relationships, with a few labels and types. */
  private val Data =
    "UNWIND range(0, 1999) AS i CREATE (p:Person {name: 'p' + i, age: i % 80, score: i / 7.0, active: i % 2 = 0, " +
      "tags: ['t' + (i % 3), 't' + (i % 5)]}) WITH p, i WHERE i % 20 = 0 " +
      "CREATE (p)-[:KNOWS {since: 2000 + i % 25, weight: 0.5}]->(c:Person:Customer {name: 'c' + i, age: i % 70})"

  /** The schema a user of that version writes: its default index type (BTREE before 5), named where it can be. */
  private def schema(version: Neo4jVersion): Seq[String] =
    if (version.server.major == 3) Seq("CREATE INDEX ON :Person(age)", "CREATE INDEX ON :Person(name, age)",
      "CREATE CONSTRAINT ON (c:Customer) ASSERT c.name IS UNIQUE")
    else if (version.server.major == 4) Seq("CREATE INDEX person_age FOR (p:Person) ON (p.age)",
      "CREATE INDEX person_name_age FOR (p:Person) ON (p.name, p.age)",
      "CREATE CONSTRAINT customer_name ON (c:Customer) ASSERT c.name IS UNIQUE",
      "CREATE FULLTEXT INDEX person_names FOR (p:Person) ON EACH [p.name]")
    else Seq("CREATE INDEX person_age FOR (p:Person) ON (p.age)",
      "CREATE CONSTRAINT customer_name FOR (c:Customer) REQUIRE c.name IS UNIQUE")

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

  @Test def aDumpOf35IsLoadedThereAndMigratedToEveryNewerVersionWithItsIndexes(): Unit = {
    // up to 5.26.30: the step from there to 2026.08.1 is the 4.4 dump's (each step made once in the class)
    val ladder = carried(version("3.5.35"), older = Seq(version("3.0.12")), last = version("5.26.30"))
    assertEquals(Seq("BTREE", "BTREE", "RANGE"), typesOf(ladder, ":Person(age)"))
    assertEquals(Seq("BTREE", "BTREE", "RANGE"), typesOf(ladder, ":Person(name, age)"))
    assertEquals(Seq("BTREE", "BTREE", "RANGE"), typesOf(ladder, ":Customer(name) unique"))
    assertEquals(Seq("NODE_PROPERTY_UNIQUENESS", "NODE_PROPERTY_UNIQUENESS", "NODE_PROPERTY_UNIQUENESS"),
      typesOf(ladder, ":Customer(name) property_uniqueness"))
  }

  @Test def aDumpOf44IsLoadedThereAndMigratedToEveryNewerVersionWithItsIndexes(): Unit = {
    val ladder = carried(version("4.4.48"), older = Seq(version("3.5.35")))
    assertEquals(Some("4.4.48"),
      ladder.dump.storeFormat.flatMap(f =>
        ladder.rungs.find(_.runsStoreFormat(f)).map(_.version)), s"its store format ${ladder.dump.storeFormat}")
    assertEquals(Seq("BTREE", "RANGE", "RANGE"), typesOf(ladder, ":Person(age)"))
    assertEquals(Seq("BTREE", "RANGE", "RANGE"), typesOf(ladder, ":Person(name, age)"))
    assertEquals(Seq("BTREE", "RANGE", "RANGE"), typesOf(ladder, ":Customer(name) unique"))
    assertEquals(Seq("FULLTEXT", "FULLTEXT", "FULLTEXT"), typesOf(ladder, ":Person(name) full-text person_names"))
  }

  /**
   * 4.3 packs a dump as 3.5 does (no `DZV1`), so 3.5's tool unpacks it: the store's own format says it is of 4.x, and
   * its ladder starts on 4.4.48 (the 4.4 dump repacked so: its zstd stream without the 4 bytes before it).
   */
  @Test def aStoreOf4xPackedAs43PacksItStartsOn44(): Unit = {
    val (dump44, _) = madeOn(version("4.4.48"))
    val bytes = Files.readAllBytes(dump44)
    assertEquals("DZV1", new String(bytes.take(4), "US-ASCII"))
    val packed43 = Files.write(work.resolve("packed-as-4.3.dump"), bytes.drop(4))
    val ladder = ladderOf(packed43)
    assertTrue(ladder.dump.format.startsWith("3.5 to 4.3"), ladder.dump.format)
    assertTrue(ladder.dump.storeFormat.exists(f => f.startsWith("AF4.") || f.startsWith("SF4.")),
      s"${ladder.dump.storeFormat}")
    assertEquals(version("4.4.48"), ladder.origin, "a 4.x store starts on 4.4, however it is packed")
    assertTrue(ladder.refusal(version("3.5.35")).isDefined)
  }

  @Test def aDumpOf526StartsThere(): Unit = {
    val (dump, expected) = madeOn(version("5.26.30"))
    val ladder = ladderOf(dump)
    assertEquals(version("5.26.30"), ladder.origin)
    Seq(version("4.4.48"), version("2.2.10")).foreach(v => assertTrue(ladder.refusal(v).isDefined, v.version))
    assertEquals(expected._1, ladder.readingOf(ladder.origin).get.fingerprint)
    assertEquals(Seq("RANGE"), typesOf(ladder, ":Person(age)"))
  }

  /**
   * An Enterprise 3.4 store (a node key, a property existence constraint, a uniqueness one), made in-process by 3.4.18
   * and dumped with its own tool (gzip, as 3.4 packs): 3.5.35 loads it, its Community server cannot open it, and the
   * ladder ends in one line naming what, in the server's words, and the ways on, no store left behind.
   */
  @Test def anEnterpriseSchemaEndsInOneLineWithTheWaysOn(): Unit = {
    val home = work.resolve("enterprise-3.4")
    Directories.deleteRecursively(home)
    Files.writeString(Files.createDirectories(home.resolve("conf")).resolve("neo4j.conf"),
      s"dbms.directories.data=${home.resolve("data")}\n")
    val classpath = Files.readString(baseDir.resolve("neo4j-runtimes/neo4j-enterprise-3.4.18/target/classpath.txt"))
      .trim
    def enterprise(what: String, arguments: String*): Unit = {
      val log = home.resolve(s"$what.log")
      val builder = new ProcessBuilder((Seq(Paths.get(System.getProperty("java.home"), "bin", "java").toString) ++
          Seq("java.nio", "java.lang", "java.io", "sun.nio.ch").map(p => s"--add-opens=java.base/$p=ALL-UNNAMED") ++
          Seq("-Xmx512m", "-cp", classpath) ++ arguments): _*)
        .directory(home.toFile).redirectErrorStream(true).redirectOutput(log.toFile)
      builder.environment().put("NEO4J_HOME", home.toString)
      builder.environment().put("NEO4J_CONF", home.resolve("conf").toString)
      val process = builder.start()
      assertTrue(process.waitFor(3, java.util.concurrent.TimeUnit.MINUTES), what)
      assertEquals(0, process.exitValue(), Files.readString(log))
    }
    enterprise("make", baseDir.resolve("lab/src/test/resources/dumps/NodeKeyStoreMaker.java").toString,
      home.resolve("data/databases/graph.db").toString)
    val dump = home.resolve("nodekey-3.4.dump")
    enterprise("dump", "org.neo4j.commandline.admin.AdminTool", "dump", "--database=graph.db", s"--to=$dump")
    val ladder = ladderOf(dump)
    assertEquals("3.4 and earlier (gzip)", ladder.dump.format)
    // its origin is found by loading it where its store format runs, and opening it there
    assertEquals(
      "the dump nodekey-3.4.dump: Neo4j 3.5.35 Community cannot open this store: Node Key constraint " +
        "requires Neo4j Enterprise Edition; the ways on: drop those constraints, or turn them into uniqueness " +
        "constraints, on the source and dump it again, or compare Enterprise servers of your own " +
        "(docs/upgrade.md#enterprise-schema)", refusal(ladder.origin))
    val store = ladder.storeOf(version("3.5.35"))
    assertFalse(Files.exists(store) || Files.exists(store.resolveSibling(s"${store.getFileName}.partial")),
      "no store left, half-made or not")
  }

  /** The types an element has on each store of the ladder, from its origin. */
  private def typesOf(ladder: DumpLadder, on: String): Seq[String] =
    ladder.indexTable(ladder.reaching).find(_._1.on == on).map(_._2)
      .getOrElse(fail(s"no index or constraint on $on: ${ladder.indexTable(ladder.reaching).map(_._1.on)}"))

  @Test def aFileThatIsNotADumpOrATruncatedDumpIsRefusedInOneLine(): Unit = {
    Files.createDirectories(work)
    val text = Files.writeString(work.resolve("notes.dump"), "MATCH (n) RETURN n\n")
    val notADump = refusal(DumpFile.read(text, "mine.yml: dataset.dump"))
    assertTrue(notADump.startsWith(s"mine.yml: dataset.dump: $text is not a Neo4j dump"), notADump)
    assertTrue(refusal(DumpFile.read(work.resolve("none.dump"), "here")).startsWith("here: no dump at "))

    val (whole, _) = madeOn(version("4.4.48"))
    val bytes = Files.readAllBytes(whole)
    val truncated = Files.write(work.resolve("truncated.dump"), bytes.take(bytes.length / 2))
    val ladder = ladderOf(truncated)
    val message = refusal(ladder.origin)
    // its store format is read where the metadata store is in the half kept: then only 4.4.48's tool is tried
    assertTrue(message.startsWith(s"the dump $truncated") &&
        message.contains(" could not be loaded by the neo4j-admin of ") && message.contains("4.4.48: "), message)
    ladder.rungs.foreach(v => assertFalse(Files.exists(ladder.storeOf(v)), s"nothing kept as a store on $v"))
    ladder.rungs.foreach(v =>
      assertFalse(Files.exists(ladder.storeOf(v).resolveSibling(s"dump-${ladder.dump.id}.partial")), v.version))
  }

  /**
   * The dump of `origin` reaches it and every newer version up to `last`, where the data is that of the server that
   * made it (its fingerprint and content hash as the ladder read them on each), and so are the answers on the newest;
   * older ones are refused. Every index and constraint of the origin is on every rung or said dropped there.
   */
  private def carried(origin: Neo4jVersion, older: Seq[Neo4jVersion], last: Neo4jVersion = Neo4jVersions.All.last)
      : DumpLadder = {
    val (dump, expected) = madeOn(origin)
    val ladder = ladderOf(dump)
    assertEquals(origin, ladder.origin, "loaded on the version whose store format it holds")
    val reaching = ladder.rungs.dropWhile(_ != origin)
    val newer = reaching.take(reaching.indexOf(last) + 1)
    older.foreach { v =>
      val why = ladder.refusal(v).getOrElse(fail(s"$v takes a dump of $origin"))
      assertTrue(why.startsWith(s"Neo4j $v cannot take the dump ${ladder.dump}") &&
          why.endsWith(s"versions that can take it: ${reaching.mkString(", ")}"), why)
      assertFalse(why.contains("\n"), why)
    }
    newer.foreach(ladder.ensure)
    for (v <- newer) // read by the ladder on each store's first start
      assertEquals(expected._1, ladder.readingOf(v).getOrElse(fail(s"nothing read on $v")).fingerprint,
        s"Neo4j $v holds the data of $origin's dump, the content's hash too")
    assertEquals(expected, asked(newer.last, ladder.storeOf(newer.last)), s"the answers of $origin on ${newer.last}")
    val table = ladder.indexTable(newer)
    val made = ladder.schemaOf(origin).getOrElse(fail(s"no schema read on $origin")).filter(_.schemaType != "LOOKUP")
    assertEquals(schema(origin).size + made.count(_.unique), made.size, s"what the origin holds: $made")
    made.foreach { e =>
      val row = table.find(_._1.on == e.on).getOrElse(fail(s"${e.describe} is in no row"))._2
      assertTrue(row.forall(_ != "-"), s"${e.describe}: on every rung or said dropped: $row")
    }
    ladder
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
        val apoc = version.apoc.isDefined
        val expected = onServer(version, home, apoc) { target =>
          target.cypher.write(Data)
          schema(version).foreach(target.cypher.write)
          target.cypher.read("CALL db.awaitIndexes(300)")
          if (apoc) apocAnswers(version, target)
          answers(target)
        }
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

  /**
   * The server a user of the version runs, with APOC of its line (`neo4j.plugins=apoc`): a function and a procedure
   * answer, and the procedure APOC 5 removed is there before 5.26 only. The next start on that home runs without (the
   * folder synced): the ladder's stores are carried without it.
   */
  private def apocAnswers(version: Neo4jVersion, target: Target): Unit = {
    assertEquals(Seq(Seq(JInt(5))), target.cypher.read("RETURN apoc.coll.max([1, 5, 3]) AS m").rows)
    assertEquals(Seq(Seq(JInt(2))),
      target.cypher.read("MATCH (p:Person {name: 'p0'}) CALL apoc.path.subgraphNodes(" +
        "p, {maxLevel: 1}) YIELD node RETURN count(node) AS n").rows)
    val listed = if (version.server.major == 3) "CALL dbms.procedures() YIELD name" else "SHOW PROCEDURES YIELD name"
    val removed =
      target.cypher.read(s"$listed WHERE name = 'apoc.algo.dijkstraWithDefaultWeight' RETURN count(*) AS n").rows
    assertEquals(Seq(Seq(JInt(if (version.server.major < 5) 1 else 0))), removed, version.version)
  }

  private def onServer[A](version: Neo4jVersion, home: Path, apoc: Boolean = false)(work: Target => A): A = {
    val plain = settings(version, home)
    val target = Target.embedded(EmbeddedNeo4j.start(
        if (apoc) plain.copy(plugins = ServerPlugin.on(Seq(ServerPlugin.Apoc), version, baseDir)) else plain))
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
