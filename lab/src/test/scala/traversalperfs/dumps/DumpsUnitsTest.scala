package traversalperfs.dumps

import traversalperfs.testing.Lanes
import traversalperfs.figures.SchemaTable
import traversalperfs.copies.SourceSchema
import traversalperfs.dumps.{AdminCommand, IndexFates, StoreFormat}
import traversalperfs.server.Neo4jVersions
import traversalperfs.targets.{DatabaseSchema, SchemaElement}

import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}

import java.nio.ByteBuffer

/**
 * A dump's store format read from its metadata store's bytes, the version a format starts on, and what became of each
 * index from one store to the next, on synthetic inputs.
 */
@Tag(Lanes.Units)
class DumpsUnitsTest {
  /** A metadata store whose fifth record holds `format` packed as Neo4j packs it (length, then a character a byte). */
  private def neostore(format: String, inUse: Boolean = true): Array[Byte] = {
    val packed = format.zipWithIndex.foldLeft(format.length.toLong) { case (v, (c, i)) =>
      v | (c.toLong << (8 * (i + 1)))
    }
    val bytes = ByteBuffer.allocate(9 * 6)
    bytes.position(36)
    bytes.put((if (inUse) 1 else 0).toByte).putLong(packed)
    bytes.array()
  }

  /**
   * A store of the ladder says how it was made as a value ([[Provenance]]), written and read by one codec, and the
   * marks written before it (the same words) still read: a store made by an earlier lab is not made again.
   */
  @Test def aStoresProvenanceIsReadBackAndOldMarksStillRead(): Unit = {
    val store = java.nio.file.Files.createTempDirectory("provenance")
    try {
      for (how <- Seq(Provenance.Loaded, Provenance.MigratedFrom("4.4.48"))) {
        Provenance.write(store, "abc123", how)
        assertEquals(Some(how), Provenance.read(store, "abc123"))
        assertEquals(None, Provenance.read(store, "another-dump"), "another dump's store is none of this one's")
      }
      java.nio.file.Files.writeString(store.resolve("dump.done"), "abc123\nmigrated from 3.5.35\n")
      assertEquals(Some(Provenance.MigratedFrom("3.5.35")), Provenance.read(store, "abc123"), "an earlier lab's mark")
      java.nio.file.Files.writeString(store.resolve("dump.done"), "abc123\n")
      assertEquals(None, Provenance.read(store, "abc123"), "a mark that says nothing makes no store")
    } finally traversalperfs.server.Directories.deleteRecursively(store)
  }

  @Test def theStoreFormatIsReadFromTheMetadataStoreAndNamesTheVersionItStartsOn(): Unit = {
    assertEquals(Some("AF4.3.0"), StoreFormat.read(neostore("AF4.3.0")))
    assertEquals(Some("v0.A.9"), StoreFormat.read(neostore("v0.A.9")))
    assertEquals(None, StoreFormat.read(neostore("AF4.3.0", inUse = false)))
    assertEquals(None, StoreFormat.read(Array.fill[Byte](100)(0x7f)), "not a name")
    assertEquals(None, StoreFormat.read(Array[Byte](1, 2, 3)), "too short")
    val first = (format: String) => Neo4jVersions.All.find(_.runsStoreFormat(format)).map(_.version)
    assertEquals(Some("3.5.35"), first("v0.A.9"))
    assertEquals(Some("4.4.48"), first("AF4.3.0"))
    assertEquals(Some("4.4.48"), first("SF4.0.0"))
    assertEquals(None, first("v0.A.8"))
    assertTrue(StoreFormat.older("v0.A.8"))
    assertFalse(StoreFormat.older("v0.A.9"))
    assertFalse(StoreFormat.older("AF4.3.0"))
  }

  /** 5.26.30's migration of a store with BTREE indexes, without the option, as it ended (its reason shortened). */
  @Test def aFailedStepSaysTheToolsOwnReasonNotOnlyThatItFailed(): Unit = {
    val lines = Seq(
      "2026-11-28 03:18:03.202+0000 INFO  [o.n.k.i.s.StoreMigrator] 100% completed",
      "2026-11-28 03:18:03.211+0000 ERROR [o.n.c.d.MigrateStoreCommand] Failed to migrate database 'neo4j': " +
        "Migration will remove all BTREE indexes and constraints backed by BTREE indexes.",
      "2026-11-28 03:18:03.211+0000 ERROR [o.n.c.d.MigrateStoreCommand] Migration failed for databases: 'neo4j'",
      "Migration failed for databases: 'neo4j'", "Run with '--verbose' for a more detailed error message.")
    assertEquals(
      "Failed to migrate database 'neo4j': Migration will remove all BTREE indexes and constraints backed " +
        "by BTREE indexes. / Migration failed for databases: 'neo4j'", AdminCommand.Outcome(ok = false, lines).why)
    val trace = Seq("java.io.IOException: Read error or truncated source", "\tat a.b.C.d(C.java:1)", "Done: 3 files")
    assertEquals("java.io.IOException: Read error or truncated source", AdminCommand.Outcome(ok = false, trace).why)
    assertEquals("one / two / three", AdminCommand.Outcome(ok = false, Seq("zero", "one", "two", "three")).why,
      "no error said: its last lines")
  }

  private def index(tokens: String*)(kind: String, name: String = "i", unique: Boolean = false,
                                     props: Seq[String] =
                                       Seq("age")) = SchemaElement("index", name, kind, "NODE", tokens, props, unique)

  @Test def eachIndexIsKeptConvertedOrDroppedAndWhatANewVersionMakesIsAdded(): Unit = {
    val fulltext = index("Person")("FULLTEXT", "names", props = Seq("name"))
    val before = Seq(index("Person")("BTREE", "person_age"), index("Customer")("BTREE", "c", unique = true), fulltext,
      index("Gone")("BTREE"))
    val after = Seq(index("Person")("RANGE", "index_1"), index("Customer")("RANGE", "c", unique = true), fulltext,
      SchemaElement("index", "lookup", "LOOKUP", "NODE", Nil, Nil))
    val (fates, added) = IndexFates.of(before, after)
    assertEquals(Seq("converted to RANGE", "converted to RANGE", "kept", "dropped: no equivalent on the new version"),
      fates.map(_.words))
    assertEquals(Seq(true, true, false, true), fates.map(_.changed))
    assertEquals(Seq("lookup"), added.map(_.name))
    assertEquals("index person_age on :Person(age)", before.head.describe)
    assertEquals(":Customer(age) unique", before(1).on)
    assertEquals(":Person(name) full-text names", fulltext.on)
    assertEquals("every node's labels", added.head.on)
  }

  /** The same schema a copy reads: what it makes again, and what it says it does not. */
  @Test def aCopyTakesRangeIndexesAndUniquenessConstraintsAndSaysTheRest(): Unit = {
    val elements = Seq(index("Person")("BTREE", "person_age"),
      index("Person")("RANGE", "name_age",
        props = Seq("name", "age")), index("Customer")("RANGE", "c", unique = true),
      SchemaElement("constraint", "c", "NODE_PROPERTY_UNIQUENESS", "NODE", Seq("Customer"), Seq("name")),
      index("Person")("FULLTEXT", "names", props = Seq("name")),
      SchemaElement("index", "l", "LOOKUP", "NODE", Nil, Nil),
      SchemaElement("constraint", "k", "NODE_KEY", "NODE", Seq("Person"), Seq("name", "age")),
      // what an Enterprise source may hold: a node key on one property, existence constraints (3.5's words)
      index("Account")("RANGE", "a", unique = true),
      SchemaElement("constraint", "a", "NODE_KEY", "NODE",
        Seq("Account"), Seq("iban")),
      DatabaseSchema.constraint("CONSTRAINT ON ( person:Person ) ASSERT exists(person.name)"),
      DatabaseSchema.constraint("CONSTRAINT ON ()-[ knows:KNOWS ]-() ASSERT exists(knows.since)"))
    val schema = SourceSchema.of(elements)
    assertEquals(Seq("Person" -> Seq("age"), "Person" -> Seq("name", "age")), schema.indexes)
    assertEquals(Seq("Customer" -> "name", "Account" -> "iban"), schema.unique)
    val enterprise = " (Community has no key or existence constraints)"
    assertEquals(Seq("index names on :Person(name) full-text names",
        s"constraint k on :Person(name, age) key$enterprise",
        s"constraint on :Person(name) property_existence$enterprise",
        s"constraint on ()-[:KNOWS]-()(since) property_existence$enterprise"),
      schema.notCopied)
    assertEquals(
      Seq("constraint a on :Account(iban) key made a uniqueness constraint (Community has no key or " +
        "existence constraints: the key's values stay unique, nodes without one are not refused)"), schema.changed)
  }

  /** 3.5 describes its constraints in words (as read on the 3.4.18 Enterprise runtime): read as 4.4 names them. */
  @Test def aConstraintIsReadFrom35sDescription(): Unit = {
    val read = (description: String) => {
      val c = DatabaseSchema.constraint(description)
      (c.schemaType, c.tokens, c.properties)
    }
    assertEquals(("NODE_PROPERTY_UNIQUENESS", Seq("Person"), Seq("email")),
      read("CONSTRAINT ON ( person:Person ) ASSERT person.email IS UNIQUE"))
    assertEquals(("NODE_KEY", Seq("Person"), Seq("first", "last")),
      read("CONSTRAINT ON ( person:Person ) ASSERT (person.first, person.last) IS NODE KEY"))
    assertEquals(("NODE_KEY", Seq("Account"), Seq("iban")),
      read("CONSTRAINT ON ( account:Account ) ASSERT account.iban IS NODE KEY"))
    assertEquals(("NODE_PROPERTY_EXISTENCE", Seq("Person"), Seq("name")),
      read("CONSTRAINT ON ( person:Person ) ASSERT exists(person.name)"))
    assertEquals(("RELATIONSHIP_PROPERTY_EXISTENCE", Seq("KNOWS"), Seq("since")),
      read("CONSTRAINT ON ()-[ knows:KNOWS ]-() ASSERT exists(knows.since)"))
    assertEquals((SchemaElement.Other, Nil, Nil), read("CONSTRAINT ON something else"))
  }

  @Test def theTableGivesEachElementItsTypeOnEveryVersionAndSaysWhereIndexesChanged(): Unit = {
    val age = (kind: String) => index("Person")(kind)
    val gone = index("Gone")("BTREE")
    val rows = IndexFates.table(Seq("4.4.48" -> Seq(age("BTREE"), gone), "5.26.30" -> Seq(age("RANGE")),
        "2026.08.1" -> Seq(age("RANGE"))))
    assertEquals(Seq(Seq("BTREE", "RANGE", "RANGE"), Seq("BTREE", "dropped", "dropped")), rows.map(_._2))
    val table = SchemaTable(Seq("4.4.48", "5.26.30", "2026.08.1"),
      rows.map { case (e, types) => SchemaTable.Row(e.describe, types) }, "note")
    assertTrue(table.changedBetween("4.4.48", "5.26.30"))
    assertFalse(table.changedBetween("5.26.30", "2026.08.1"))
    assertFalse(table.changedBetween("4.4.48", "3.5.35"), "a version the table does not have")
    assertEquals(Seq(SchemaTable.Heading, "", "| index or constraint | 4.4.48 | 5.26.30 | 2026.08.1 |",
        "|---|---|---|---|",
        "| index i on :Person(age) | BTREE | RANGE | RANGE |", "| index i on :Gone(age) | BTREE | dropped | dropped |",
        "",
        "note", ""), table.markdown)
    assertTrue(table.html.contains("""<td class="plan-differs">RANGE</td>"""), table.html)
  }
}
