package traversalperfs.targets

/**
 * A plan compared across versions by what it does, not by what each version calls it: its operators in order (depth
 * first, with their depth), each by a name normalized over a decade of renames (`@neo4j` suffixes from 4.x, 2.x's
 * `SchemaIndex` for an index seek) and its key details: the labels and relationship types it reads (an operator of an
 * old version that does not say them matches any). Operators that only shape rows are left out: `ProduceResults` (2.2
 * does not show it), `Projection` (3.x adds one around every aggregation and sort, 5.x folds them in) and
 * `CacheProperties`. Two plans are the same plan when these steps are equal; "different plan shape, same operators"
 * when only their order or nesting differs; else different.
 */
final case class PlanShape(steps: List[PlanShape.Step]) {
  import PlanShape._

  def operators: List[String] = steps.map(_.operator).sorted

  def against(reference: PlanShape): String =
    if (steps.size == reference.steps.size && steps.zip(reference.steps).forall { case (a, b) =>
        a.depth == b.depth && a.matches(b)
      }) Same
    else if (operators == reference.operators) SameOperators
    else Different

  /** The steps that match none of `reference`'s (wherever they stand): a differing plan's highlights. */
  def differingFrom(reference: PlanShape): Set[(String, List[String])] =
    steps.filterNot(step => reference.steps.exists(step.matches)).map(_.withoutDepth).toSet
}

object PlanShape {
  val Same = "same plan"
  val SameOperators = "different plan shape, same operators"
  val Different = "different plan"

  final case class Step(depth: Int, operator: String, reads: List[String]) {
    def withoutDepth: (String, List[String]) = (operator, reads)

    /** The same operator reading the same labels and types, or one of them not saying what it reads. */
    def matches(other: Step): Boolean =
      operator == other.operator && (reads == other.reads || reads.isEmpty || other.reads.isEmpty)
  }

  /** Operators that only shape rows: left out of the shape. */
  private val Plumbing = Set("ProduceResults", "EmptyResult", "Projection", "CacheProperties")

  /** Old names of operators renamed since. */
  private val Renamed = Map("SchemaIndex" -> "NodeIndexSeek", "Expand" -> "Expand(All)")

  /** A label or relationship type after `:` (`b:B`, `:B`, `[r:HAS_A]`) or after `|` in a type list. */
  private val Token = """(?:(?<=[\w\[\(])|^|(?<=\s)):([A-Za-z_][A-Za-z0-9_]*)|\|:?([A-Z_][A-Za-z0-9_]*)""".r

  def name(operator: String): String = {
    val bare = operator.takeWhile(_ != '@')
    Renamed.getOrElse(bare, bare)
  }

  def reads(details: String): List[String] =
    Token.findAllMatchIn(details).map(m => Option(m.group(1)).getOrElse(m.group(2))).toList.distinct.sorted

  def of(plan: QueryPlan): PlanShape = {
    def steps(operator: PlanOperator, depth: Int): List[Step] = {
      val bare = name(operator.operator)
      if (Plumbing(bare)) operator.children.flatMap(steps(_, depth))
      else Step(depth, bare, reads(operator.details)) :: operator.children.flatMap(steps(_, depth + 1))
    }
    PlanShape(steps(plan.root, 0))
  }

  /** An operator as a step compares, without its depth. */
  def key(operator: PlanOperator): (String, List[String]) = (name(operator.operator), reads(operator.details))
}
