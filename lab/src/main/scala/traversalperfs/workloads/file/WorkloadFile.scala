package traversalperfs.workloads.file

import traversalperfs.dumps.DumpFile
import traversalperfs.targets.{CypherText, TemporalParameter}
import traversalperfs.tree.TreeKey
import org.json4s.JValue

import java.nio.file.Path

/**
 * A user's workload, as its file says (see workloads/tree.yml): named read-only Cypher queries, where each one's
 * parameters come from and how its answer is compared, and how the lab makes the dataset on a store it owns.
 */
final case class WorkloadFile(file: Path, name: String, dataset: WorkloadDataset, queries: Seq[WorkloadQuery],
                              arrivals: Option[Path] = None,
                              /**
                               * Its `plugins:` list (`apoc`, jars beside the file), unless `neo4j.plugins` is given.
                               */
                              plugins: Seq[String] = Nil,
                              /** Its `conf:`, the production's neo4j.conf beside it, unless `neo4j.conf` is given. */
                              conf: Option[Path] = None) {
  /** Where its answers are recorded unless `workload.csv` says otherwise: beside the file, `<name>.expected.csv`. */
  def defaultCsv: Path = WorkloadFile.csvBeside(file)

  def query(name: String): Option[WorkloadQuery] = queries.find(_.name == name)

  /** Every query asked in Cypher `language` (its `CYPHER 25` prefix), or as written. */
  def inLanguage(language: Option[String]): WorkloadFile = language.fold(this)(l =>
    copy(queries = queries.map(q => q.copy(cypher = CypherText(s"CYPHER $l ${q.cypher.text}")))))

  /** The file without the queries named (a replay that leaves some out). */
  def without(names: Set[String]): WorkloadFile = copy(queries = queries.filterNot(q => names(q.name)))

  /**
   * Whether some query writes (a query log's writes, `write: true`): then every answer is one arrival's, recorded and
   * replayed in the log's order, each round on a fresh copy of the store (docs/querylog.md#writes).
   */
  def writes: Boolean = queries.exists(_.write)

  /** Whether a query's parameters hold a temporal value, which only Bolt can send. */
  def temporalParameters: Boolean = queries.exists(_.parameters match {
    case ParameterSource.Csv(_, rows) => rows.exists(_.values.exists(TemporalParameter.within))
    case _ => false
  })
}

object WorkloadFile {
  /** `<name>.expected.csv` beside the workload file `<name>.yml`. */
  def csvBeside(file: Path): Path =
    file.resolveSibling(file.getFileName.toString.replaceFirst("""\.(ya?ml|json)$""", "") + ".expected.csv")
}

/** How the data a workload reads comes to be on a store the lab owns. */
sealed trait WorkloadDataset

object WorkloadDataset {
  /** The file says nothing: the data is whatever `target` or `workload.store` holds. */
  case object AsFound extends WorkloadDataset

  /** The lab's traversal tree, populated through the extension. */
  final case class Tree(key: TreeKey) extends WorkloadDataset

  /**
   * A dump of the user's graph made by Neo4j's admin tool, loaded and migrated to each version the lab starts
   * ([[traversalperfs.dumps.DumpLadder]]).
   */
  final case class Dump(dump: DumpFile) extends WorkloadDataset

  /**
   * The graph of a running server (its Bolt or HTTP URI), copied into each version the lab starts
   * ([[traversalperfs.copies.GraphCopy]]).
   */
  final case class Copy(uri: String) extends WorkloadDataset

  /** Cypher statements run once, in order, on an empty store. */
  final case class Setup(statements: Seq[String]) extends WorkloadDataset {
    /** Names the store it makes and marks it finished. */
    def id: String = Answer.sha256(statements.mkString("\n;\n")).take(12)
  }
}

/** One named query: its Cypher, its parameter rows' source, and how its answer is compared. */
final case class WorkloadQuery(name: String, cypher: CypherText, parameters: ParameterSource, answer: AnswerKind,
                               ordered: Boolean, weight: Option[Long] = None) {
  /** A write of a query log (`write: true`): its answer is its counters. */
  def write: Boolean = answer == AnswerKind.Counters

  /**
   * What an answer was recorded for: the text, the answer's kind and order. A recorded answer of another statement is
   * refused (the query changed since).
   */
  def statementId: String = Answer.sha256(s"${cypher.text}\n${answer.name}\n$ordered").take(12)
}

/** Where a query's parameter rows come from. */
sealed trait ParameterSource

object ParameterSource {
  /** A query without parameters is asked once per record. */
  case object NoParameters extends ParameterSource

  /** Rows of a CSV file (its header names the parameters), typed as `types` says (strings otherwise). */
  final case class Csv(file: Path, rows: Seq[Map[String, JValue]]) extends ParameterSource

  /**
   * `rows` rows drawn with `seed` from what a Cypher query answers on the dataset (its columns name the parameters).
   */
  final case class Drawn(cypher: CypherText, rows: Int, seed: Long) extends ParameterSource
}

/**
 * How an answer is compared: its row count, its single value, a fingerprint of all its rows, or (a write's) the
 * server's counters of what it changed.
 */
sealed abstract class AnswerKind(val name: String)

object AnswerKind {
  case object Rows extends AnswerKind("rows")
  case object Value extends AnswerKind("value")
  case object Fingerprint extends AnswerKind("fingerprint")
  case object Counters extends AnswerKind("counters")

  val All: Seq[AnswerKind] = Seq(Rows, Value, Fingerprint, Counters)
}
