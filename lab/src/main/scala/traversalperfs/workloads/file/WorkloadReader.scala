package traversalperfs.workloads.file

import traversalperfs.copies.CopySource
import traversalperfs.dumps.DumpFile
import traversalperfs.replay.CsvTable
import traversalperfs.settings.UserError
import traversalperfs.targets.{CypherText, TemporalParameter}
import traversalperfs.tree.TreeKey
import org.json4s._
import org.yaml.snakeyaml.constructor.SafeConstructor
import org.yaml.snakeyaml.error.{MarkedYAMLException, YAMLException}
import org.yaml.snakeyaml.{LoaderOptions, Yaml}

import java.nio.file.{Files, Path}
import scala.jdk.CollectionConverters._

/**
 * Reads a workload file (YAML, or JSON, which YAML reads too) and checks everything that can be checked without a
 * server, saying what is wrong in one line: unknown keys, missing names, a query that writes, a `$parameter` its source
 * does not give, a parameter CSV that is missing or of the wrong type.
 */
object WorkloadReader {
  private val TopKeys = Set("name", "description", "dataset", "queries", "arrivals", "plugins", "conf")
  private val QueryKeys = Set("name", "cypher", "parameters", "answer", "ordered", "weight", "write")
  private val Types = Set("string", "integer", "float", "boolean", "json") ++ TemporalParameter.Kinds
  val DefaultDrawnRows = 20

  def read(file: Path): WorkloadFile = {
    if (!Files.isRegularFile(file)) UserError(s"no workload file at $file")
    val document =
      try {
        val options = new LoaderOptions()
        options.setAllowDuplicateKeys(false)
        new Yaml(new SafeConstructor(options)).load[Any](Files.readString(file))
      } catch {
        case e: MarkedYAMLException =>
          UserError(s"$file is not valid YAML (line ${e.getProblemMark.getLine + 1}): ${e.getProblem} (Cypher " +
            "holding ': ', as in {key: value}, needs quotes or a block: cypher: |)")
        case e: YAMLException =>
          UserError(s"$file is not valid YAML: ${e.getMessage.linesIterator.nextOption().getOrElse("")}")
      }
    val at = new Place(file)
    val top = at.map(document, "the file")
    at.onlyKeys(top, TopKeys, "the file")
    val queries =
      at.list(top.getOrElse("queries", at.fail("the file has no queries: add a list under 'queries:'")), "queries")
    if (queries.isEmpty) at.fail("'queries' is empty")
    val read = queries.zipWithIndex.map { case (q, i) => query(at, at.map(q, s"query ${i + 1}"), i + 1) }
    read.groupBy(_.name).collectFirst {
      case (name, same) if same.size > 1 => at.fail(s"two queries are named '$name'")
    }
    WorkloadFile(file,
      top.get("name").map(at.text(_, "name")).getOrElse(file.getFileName.toString.replaceFirst("""\.[^.]*$""", "")),
      dataset(at, top.get("dataset")), read,
      top.get("arrivals").map(a => at.file.toAbsolutePath.getParent.resolve(at.text(a, "arrivals")).normalize),
      top.get("plugins").fold(Seq.empty[String])(p =>
        at.list(p, "plugins").map(at.text(_, "a plugin")).map(word =>
          if (word.equalsIgnoreCase("apoc")) word
          else at.file.toAbsolutePath.getParent.resolve(word).normalize.toString)),
      top.get("conf").map(c => at.file.toAbsolutePath.getParent.resolve(at.text(c, "conf")).normalize))
  }

  private def query(at: Place, fields: Map[String, Any], index: Int): WorkloadQuery = {
    val name = at.text(fields.getOrElse("name", at.fail(s"query $index has no name")), s"query $index's name")
    val where = s"query '$name'"
    at.onlyKeys(fields, QueryKeys, where)
    val cypher = CypherText(at.text(fields.getOrElse("cypher", at.fail(s"$where has no cypher")), s"$where: cypher"))
    val write = fields.get("write").map {
      case b: java.lang.Boolean => b.booleanValue
      case other => at.fail(s"$where: write must be true or false; got '$other'")
    }.getOrElse(false)
    if (cypher.writes.nonEmpty && !write) at.fail(s"$where writes (${cypher.writes.mkString(", ")}): the replay is " +
      "read-only unless a query says write: true (a query log's writes, replayed in its order: " +
      "docs/workloads.md#writes-from-the-log); a dataset's own writes belong in dataset.setup")
    val source =
      fields.get("parameters").fold[ParameterSource](ParameterSource.NoParameters)(p => parameters(at, p, where))
    val provided = source match {
      case ParameterSource.NoParameters => Seq.empty
      case ParameterSource.Csv(_, rows) => rows.headOption.fold(Seq.empty[String])(_.keys.toSeq.sorted)
      case ParameterSource.Drawn(draw, _, _) => draw.columns
    }
    cypher.parameters.filterNot(provided.contains).headOption.foreach(unknown =>
      at.fail(s"$where uses $$$unknown, which " +
        (if (provided.isEmpty) "it is not given: add parameters"
         else s"its parameters do not give (they give ${provided.mkString(", ")})")))
    // a write's answer is what it changed: the server's counters, nothing else
    val answer = fields.get("answer").map(at.text(_, s"$where: answer")).map(a =>
      AnswerKind.All.find(k => k.name == a && (k == AnswerKind.Counters) == write)
        .getOrElse(at.fail(s"$where: answer must be one of ${AnswerKind.All.filter(k =>
                (k == AnswerKind.Counters) ==
                  write).map(_.name).mkString(", ")}${if (write) " (a write)" else ""}; got '$a'")))
      .getOrElse(if (write) AnswerKind.Counters else AnswerKind.Fingerprint)
    val ordered = fields.get("ordered").map {
      case b: java.lang.Boolean => b.booleanValue
      case other => at.fail(s"$where: ordered must be true or false; got '$other'")
    }.getOrElse(cypher.orders)
    val weight = fields.get("weight").map {
      case n: java.lang.Integer if n > 0 => n.longValue
      case n: java.lang.Long if n > 0 => n.longValue
      case other => at.fail(s"$where: weight must be a whole number >= 1 (its share of the mix); got '$other'")
    }
    WorkloadQuery(name, cypher, source, answer, ordered, weight)
  }

  private def parameters(at: Place, value: Any, where: String): ParameterSource = {
    val fields = at.map(value, s"$where: parameters")
    (fields.get("csv"), fields.get("cypher")) match {
      case (Some(csv), None) =>
        at.onlyKeys(fields, Set("csv", "types"), s"$where: parameters")
        val file = at.file.toAbsolutePath.getParent.resolve(at.text(csv, s"$where: parameters.csv")).normalize
        val types = fields.get("types").fold(Map.empty[String, String])(t =>
          at.map(t, s"$where: parameters.types")
            .map { case (k, v) => k -> at.text(v, s"$where: type of $k") })
        types.collectFirst {
          case (column, kind) if !Types.contains(kind) =>
            at.fail(s"$where: the type of $column must be one of ${Types.toSeq.sorted.mkString(", ")}; got '$kind'")
        }
        val (header, rows) =
          try CsvTable.read(file)
          catch { case e: UserError => at.fail(s"$where: parameters: ${e.getMessage}") }
        types.keys.filterNot(header.contains).headOption.foreach(c =>
          at.fail(s"$where: types names $c, which $file has no column of"))
        if (rows.isEmpty) at.fail(s"$where: parameters: $file has no rows")
        ParameterSource.Csv(file,
          rows.zipWithIndex.map { case (row, i) =>
            row.map { case (column, text) =>
              column -> typed(text, types.getOrElse(column, "string"),
                at.fail(s"$where: parameters: $file line ${i + 2}: $column must be ${types(column)}, got '$text'"))
            }
          })
      case (None, Some(cypher)) =>
        at.onlyKeys(fields, Set("cypher", "rows", "seed"), s"$where: parameters")
        val draw = CypherText(at.text(cypher, s"$where: parameters.cypher"))
        if (draw.writes.nonEmpty) at.fail(s"$where: parameters.cypher writes (${draw.writes.mkString(", ")})")
        if (draw.parameters.nonEmpty)
          at.fail(s"$where: parameters.cypher cannot use parameters itself ($$${draw.parameters.head})")
        if (draw.columns.isEmpty || draw.columns.exists(c => !c.matches("[A-Za-z_][A-Za-z0-9_]*")))
          at.fail(s"$where: parameters.cypher must end with RETURN <expression> AS <parameter>, …: its columns " +
            s"name the parameters (got ${draw.columns.mkString(", ")})")
        ParameterSource.Drawn(draw,
          fields.get("rows").fold(DefaultDrawnRows)(at.positive(_, s"$where: parameters.rows")),
          fields.get("seed").fold(1L)(at.whole(_, s"$where: parameters.seed")))
      case _ => at.fail(s"$where: parameters need either csv (a file) or cypher (a query drawing rows), not both")
    }
  }

  private def typed(text: String, kind: String, bad: => Nothing): JValue = kind match {
    // a JSON value of any kind (json4s reads a lone scalar only inside an array)
    case "json" => scala.util.Try(org.json4s.native.JsonMethods.parse(s"[$text]")).toOption
        .collect { case JArray(List(value)) => value }.getOrElse(bad)
    case temporal if TemporalParameter.Kinds.contains(temporal) =>
      if (TemporalParameter.invalid(temporal, text).isEmpty) TemporalParameter(temporal, text) else bad
    case "integer" => text.toLongOption.map(JInt(_)).getOrElse(bad)
    case "float" => text.toDoubleOption.map(JDouble(_)).getOrElse(bad)
    case "boolean" => text.toBooleanOption.map(JBool(_)).getOrElse(bad)
    case _ => JString(text)
  }

  private def dataset(at: Place, value: Option[Any]): WorkloadDataset = value match {
    case None => WorkloadDataset.AsFound
    case Some(v) =>
      val fields = at.map(v, "dataset")
      at.onlyKeys(fields, Set("tree", "setup", "dump", "copy"), "dataset")
      if (fields.size != 1)
        at.fail("dataset needs one of tree (the lab's tree), setup (Cypher statements), dump (a neo4j-admin dump) or " +
          "copy (a running server's URI)")
      (fields.get("tree"), fields.get("setup")) match {
        case _ if fields.contains("copy") =>
          WorkloadDataset.Copy(CopySource.check(at.text(fields("copy"), "dataset.copy"), s"${at.file}: dataset.copy"))
        case _ if fields.contains("dump") =>
          val file = at.file.toAbsolutePath.getParent.resolve(at.text(fields("dump"), "dataset.dump")).normalize
          WorkloadDataset.Dump(DumpFile.read(file, s"${at.file}: dataset.dump"))
        case (Some(tree), None) =>
          val shape = at.map(tree, "dataset.tree")
          at.onlyKeys(shape, Set("depth", "fanout", "seed"), "dataset.tree")
          WorkloadDataset.Tree(TreeKey(shape.get("depth").fold(5)(at.positive(_, "dataset.tree.depth")),
              shape.get("fanout").fold(4)(at.positive(_, "dataset.tree.fanout")),
              shape.get("seed").fold(42L)(at.whole(_, "dataset.tree.seed"))))
        case (None, Some(setup)) =>
          val statements = setup match {
            case text: String => Seq(text)
            case _ => at.list(setup, "dataset.setup").map(at.text(_, "a dataset.setup statement"))
          }
          if (statements.isEmpty) at.fail("dataset.setup is empty")
          WorkloadDataset.Setup(statements)
        case _ => at.fail("dataset needs one of tree, setup, dump or copy")
      }
  }

  /** Reads values of the file, failing with the file's name in front. */
  private final class Place(val file: Path) {
    def fail(message: String): Nothing = UserError(s"$file: $message")

    def map(value: Any, what: String): Map[String, Any] = value match {
      case m: java.util.Map[_, _] => m.asScala.map { case (k, v) => String.valueOf(k) -> v }.toMap
      case _ => fail(s"$what must be a mapping of keys to values")
    }

    def list(value: Any, what: String): Seq[Any] = value match {
      case l: java.util.List[_] => l.asScala.toSeq
      case _ => fail(s"$what must be a list")
    }

    def text(value: Any, what: String): String = value match {
      case s: String if s.trim.nonEmpty => s.trim
      case n: java.lang.Number => n.toString
      case _ => fail(s"$what must be a non-empty text")
    }

    def positive(value: Any, what: String): Int = value match {
      case n: java.lang.Integer if n > 0 => n
      case _ => fail(s"$what must be a whole number >= 1; got '$value'")
    }

    def whole(value: Any, what: String): Long = value match {
      case n: java.lang.Integer => n.longValue
      case n: java.lang.Long => n
      case _ => fail(s"$what must be a whole number; got '$value'")
    }

    def onlyKeys(fields: Map[String, Any], known: Set[String], what: String): Unit =
      fields.keys.filterNot(known.contains).headOption.foreach(unknown =>
        fail(s"unknown key '$unknown' in $what (known: ${known.toSeq.sorted.mkString(", ")})"))
  }
}
