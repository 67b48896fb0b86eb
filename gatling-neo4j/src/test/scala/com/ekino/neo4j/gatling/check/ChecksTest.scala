package com.ekino.neo4j.gatling.check

import com.ekino.neo4j.gatling.testing.Answers
import com.ekino.neo4j.gatling.testing.Answers._
import com.ekino.neo4j.gatling.Predef._
import com.ekino.neo4j.gatling.check.{Neo4jCheck, Neo4jResponse, QueryResult}
import io.gatling.core.Predef._
import io.gatling.core.check.Check
import org.junit.jupiter.api.Assertions._
import org.junit.jupiter.api.Test
import org.neo4j.driver.summary.QueryType

/** Every check on synthetic answers: what passes, what fails and its message, what is saved. */
class ChecksTest {
  private def run(response: Neo4jResponse, checks: Neo4jCheck*) = Check.check(response, user, checks.toList)

  private def passes(response: Neo4jResponse, checks: Neo4jCheck*): Unit = {
    val (_, failure) = run(response, checks: _*)
    assertEquals(None, failure.map(_.message))
  }

  private def fails(response: Neo4jResponse, check: Neo4jCheck): String = {
    val (_, failure) = run(response, check)
    assertTrue(failure.isDefined, "the check passed")
    failure.get.message
  }

  private val three = answer(record("name" -> "a", "n" -> 1L), record("name" -> "b", "n" -> 2L),
    record("name" -> "c", "n" -> 3L))

  @Test def rowCountCountsTheRecords(): Unit = {
    passes(three, rowCount.is(3))
    assertEquals("rowCount.find.is(2), found 3", fails(three, rowCount.is(2)))
    passes(answer(), rowCount.is(0))
  }

  @Test def singleValueIsTheOneValueOfTheOneRecord(): Unit = {
    passes(answer(record("count(n)" -> 139633L)), singleValue.is(139633L), singleValue.is(139633))
    assertEquals("singleValue.find.is(1), found 0", fails(answer(record("c" -> 0L)), singleValue.is(1)))
    assertTrue(fails(three, singleValue.is(1)).contains(
        "one record of one value expected, found 3 records of 2 values"))
    assertTrue(fails(answer(), singleValue.is(1)).contains("found nothing"))
  }

  @Test def columnAndRowsReadEveryRecordInOrder(): Unit = {
    passes(three, column("name").is(Seq("a", "b", "c")), column("n").is(Seq(1L, 2L, 3L)))
    assertTrue(fails(three, column("age").is(Nil)).contains("no column age in the answer (columns: name, n)"))
    passes(three, rows.transform(_.map(_("name"))).is(Seq("a", "b", "c")))
    passes(three,
      rows.is(Seq(Map("name" -> "a", "n" -> 1L), Map("name" -> "b", "n" -> 2L),
          Map("name" -> "c", "n" -> 3L))))
  }

  @Test def aPredicateOnTheRecords(): Unit = {
    passes(three, records.transform(_.forall(_.get("n").asLong() > 0)).is(true))
    val odd = records.validate("odd",
      (found: Option[Seq[org.neo4j.driver.Record]], _: io.gatling.core.session.Session) =>
        if (found.exists(_.size % 2 == 1)) io.gatling.commons.validation.Success(found)
        else io.gatling.commons.validation.Failure("an even number of records"))
    passes(three, odd)
    assertTrue(fails(answer(), odd).contains("an even number of records"))
  }

  @Test def savedValuesReachTheSession(): Unit = {
    val (saved, failure) = run(three, column("name").saveAs("names"), rowCount.saveAs("count"))
    assertEquals(None, failure)
    assertEquals(Seq("a", "b", "c"), saved("names").as[Seq[Any]])
    assertEquals(3, saved("count").as[Int])
  }

  @Test def theSummary(): Unit = {
    val write = Neo4jResponse(Seq(QueryResult(Nil, summary(created = 2, kind = QueryType.WRITE_ONLY))), None)
    passes(write, counter("nodesCreated").is(2), counter("propertiesSet").is(4), counter("labelsAdded").is(2),
      counters.transform(_("relationshipsCreated")).is(0), queryType.is("WRITE_ONLY"),
      serverAddress.is("127.0.0.1:7687"), serverTime.is(5L))
    assertTrue(fails(write, counter("nodesMade").is(1)).contains("no counter nodesMade (counters: nodesCreated"))
    assertEquals("counter(nodesCreated).find.is(1), found 2", fails(write, counter("nodesCreated").is(1)))
  }

  @Test def aTransactionIsCheckedOnItsLastQuery(): Unit = {
    val both = Neo4jResponse(Seq(QueryResult(Seq(record("x" -> 1L)), summary(created = 1, kind = QueryType.WRITE_ONLY)),
        QueryResult(Seq(record("x" -> 7L), record("x" -> 8L)), summary())), None)
    passes(both, rowCount.is(2), column("x").is(Seq(7L, 8L)), queryType.is("READ_ONLY"))
  }

  @Test def theFailure(): Unit = {
    val failed = Answers.failed("Neo.ClientError.Statement.SyntaxError", "Invalid input 'RETRN'")
    passes(failed, failureCode.is("Neo.ClientError.Statement.SyntaxError"),
      failureMessage.transform(_.startsWith("Invalid input")).is(true))
    assertTrue(fails(failed, rowCount.is(0)).contains("found nothing"), "an answer's check finds nothing on a failure")
    assertTrue(fails(three, failureCode.is("x")).contains("found nothing"), "a failure's check on an answer")
    assertTrue(failureCode.is("x").aboutFailure && !rowCount.is(0).aboutFailure)
  }

  @Test def aBareFindChecksThatSomethingIsThere(): Unit = {
    passes(three, rowCount, serverTime)
    assertTrue(fails(Answers.failed("c", "m"), rowCount).contains("found nothing"))
  }
}
