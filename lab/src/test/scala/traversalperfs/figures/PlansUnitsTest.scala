package traversalperfs.figures

import traversalperfs.testing.Lanes
import traversalperfs.targets.{PlanOperator, PlanShape, QueryPlan, RequestWork}
import org.json4s.native.JsonMethods
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.{Tag, Test}
import traversalperfs.figures.BaselineDiff

/**
 * Plans as the lab reads and compares them, on answers real servers gave (the end-to-end workload comparison checks
 * them on 3.0.12, 5.26.30 and 2026.08.1): 2.2's HTTP `plan` (arguments as fields, no ProduceResults) read into the same
 * tree as 5.x's; the same plan under a decade of renames; a relationship type scan against 3.0's all-nodes scan and
 * expand; the same operators in another order; the baseline diff saying what changed.
 */
@Tag(Lanes.Units)
class PlansUnitsTest {
  /** Neo4j 2.2.10's answer to `PROFILE MATCH (b:B) WHERE b.index = 1 RETURN count(b) AS n` (trimmed of its stats). */
  private val http22 = JsonMethods.parse(
    """{"results":[{"columns":["n"],"data":[{"row":[273]}],"plan":{"root":{"operatorType":"EagerAggregation","DbHits":0,
      |"Rows":1,"version":"CYPHER 2.2","KeyNames":"","EstimatedRows":10.449880382090505,"planner":"COST",
      |"identifiers":["n"],
      |"children":[{"operatorType":"Filter","LegacyExpression":"b.index == {  AUTOINT0}","Rows":273,"DbHits":1092,
      |"EstimatedRows":109.2,"identifiers":["b"],
      |"children":[{"operatorType":"NodeByLabelScan","LabelName":":B","Rows":1092,
      |"DbHits":1093,"EstimatedRows":1092.0,"identifiers":["b"],"children":[]}]}]}}}],"errors":[]}""".stripMargin)

  private def op(name: String, details: String, dbHits: Long, children: PlanOperator*): PlanOperator =
    PlanOperator(name, Nil, details, None, Some(1), Some(dbHits), Some(0), Some(0), children.toList)

  private def plan(root: PlanOperator) = QueryPlan(root, Some("SLOTTED"), Some("COST"), Some("5"))

  /** 5.26.30's plan of the same query, as its driver answers it. */
  private val bolt526 = plan(op("ProduceResults@neo4j", "n", 0,
      op("EagerAggregation@neo4j", "count(b) AS n", 0,
        op("Filter@neo4j", "b.index = $autoint_0", 1092, op("NodeByLabelScan@neo4j", "b:B", 1093)))))

  /** `MATCH (a)-[:HAS_A]->(b) RETURN a.index, b.index`: 3.0.12 scans every node and expands, 5.26.30 scans the type. */
  private val pairs30 = plan(op("ProduceResults", "", 0,
      op("Projection", "a.index; b.index", 8736,
        op("Expand(All)", "(b)<-[r:HAS_A]-(a)", 9829, op("AllNodesScan", "", 5462)))))
  private val pairs526 = plan(op("ProduceResults@neo4j", "x, y", 0,
      op("Projection@neo4j", "a.index AS x, b.index AS y", 8736,
        op("DirectedRelationshipTypeScan@neo4j", "(a)-[r:HAS_A]->(b)", 4369))))

  @Test def twoPointTwosHttpPlanReadsAsTheSameTreeAsFiveTwentySixsOverBolt(): Unit = {
    val read = QueryPlan.fromHttp(http22).get
    assertEquals("EagerAggregation", read.root.operator)
    assertEquals(Some(2185L), read.dbHits)
    assertEquals(Some(1L), read.rows)
    assertEquals(Some("COST"), read.planner)
    assertEquals(":B", read.root.children.head.children.head.details)
    assertEquals("CYPHER 2.2, planner COST", read.describe)
    assertEquals(PlanShape.Same, PlanShape.of(bolt526).against(PlanShape.of(read)))
    assertEquals(List(List("B")), PlanShape.of(bolt526).steps.filter(_.operator == "NodeByLabelScan").map(_.reads))
    assertEquals(None, QueryPlan.fromHttp(JsonMethods.parse("""{"results":[{"columns":[],"data":[]}],"errors":[]}""")))
  }

  @Test def aRelationshipTypeScanIsADifferentPlanItsOperatorsMarked(): Unit = {
    val (reference, run) = (PlanShape.of(pairs30), PlanShape.of(pairs526))
    assertEquals(PlanShape.Different, run.against(reference))
    assertEquals(Set(("DirectedRelationshipTypeScan", List("HAS_A"))), run.differingFrom(reference))
    val marked = pairs526.lines(o => run.differingFrom(reference)(PlanShape.key(o)))
    assertEquals(1, marked.count(_.startsWith("!")), marked.mkString("\n"))
    assertTrue(
      marked.exists(l => l.startsWith("!") && l.contains("DirectedRelationshipTypeScan@neo4j (a)-[r:HAS_A]->(b)")))
  }

  @Test def theSameOperatorsInAnotherOrderAreADifferentShape(): Unit = {
    val filterFirst =
      plan(op("Filter", "a.x = 1", 5, op("Expand(All)", "(a)-[:R]->(b)", 5, op("NodeByLabelScan", "a:A", 5))))
    val expandFirst =
      plan(op("Expand(All)", "(a)-[:R]->(b)", 5, op("Filter", "a.x = 1", 5, op("NodeByLabelScan", "a:A", 5))))
    assertEquals(PlanShape.SameOperators, PlanShape.of(expandFirst).against(PlanShape.of(filterFirst)))
    assertEquals(PlanShape.Different,
      PlanShape.of(filterFirst).against(PlanShape.of(plan(op("NodeByLabelScan", "a:Other", 5)))))
  }

  @Test def theBaselineDiffSaysWhetherThePlanOrTheWorkChanged(): Unit = {
    val before = RequestWork.profiled("pairs", "HTTP", Seq(pairs30 -> None))
    val after = RequestWork.profiled("pairs", "Bolt", Seq(pairs526 -> None))
    assertEquals(Some("plan vs the baseline's: different plan, db hits 24027 → 13105 (-45%)"),
      BaselineDiff.workChange(Some(before), Some(after)))
    assertEquals(Some("plan vs the baseline's: same plan, db hits unchanged (13105)"),
      BaselineDiff.workChange(Some(after), Some(after)))
    val extension = RequestWork.counted("root", "extension", Seq((1365L, Map("getProperty" -> 1365L), None)))
    assertEquals(Some("nodes visited unchanged (1365)"), BaselineDiff.workChange(Some(extension), Some(extension)))
    assertEquals(None, BaselineDiff.workChange(None, Some(after)))
  }
}
