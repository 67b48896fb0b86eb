package traversalperfs.testing

import org.junit.jupiter.api.{ClassDescriptor, ClassOrderer, ClassOrdererContext, Tag}
import org.junit.jupiter.api.parallel.{ResourceAccessMode, ResourceLock}
import org.junit.platform.commons.support.{AnnotationSupport, HierarchyTraversalMode, ReflectionSupport}

import scala.jdk.CollectionConverters._

/**
 * The order JUnit is given the test classes in, so that the two threads keep to two lanes ([[Lanes]]) instead of
 * waiting on each other's locks. JUnit 5.11 forks the classes in this order on a fork-join pool, then joins them from
 * the last: the thread that forked them runs them from the end of the list, the other thread takes them from its start.
 * A thread that picks a class whose lock the other holds waits the whole class out (the pool has no third thread: see
 * pom.xml). So the list is: classes without a lock, the classes beside the child runs, the child runs' classes, and at
 * the end the classes that need the machine alone (run first: the other thread has only the lockless classes to do
 * meanwhile, nothing it could have done later waits). In each group, by lane (its tag), the contracts' short lines
 * last, then by name (a contract's line by its version first): the thread that ran the child runs then takes short
 * classes from the end while the other finishes the long ones from the start, instead of one long class left to run
 * alone (at 9e610ad: `DumpsOnNeo4jTest`'s 230 s, last). The order is a matter of time only: every class holds its locks
 * whatever the order.
 */
final class LanesOrder extends ClassOrderer {
  override def orderClasses(context: ClassOrdererContext): Unit =
    context.getClassDescriptors.sort((a: ClassDescriptor, b: ClassDescriptor) =>
      Ordering[(Int, Boolean, String, String)].compare(LanesOrder.key(a.getTestClass), LanesOrder.key(b.getTestClass)))
}

object LanesOrder {
  /** Its lock group, then its lane (its tag), then its name: the lanes' order the suite was timed in. */
  private def key(test: Class[_]): (Int, Boolean, String, String) = {
    // in a class with a lock of its own, a method's lock counts as the class's: JUnit takes the methods' locks with the
    // class's (its methods run on its thread), so such a class with one comparison among its methods waits for the
    // child runs whole. (A class without a lock takes each method's lock as that method starts.)
    val own = AnnotationSupport.findRepeatableAnnotations(test, classOf[ResourceLock]).asScala.toSeq
    val locks = if (own.isEmpty) own
    else own ++ ReflectionSupport.findMethods(test, _ => true, HierarchyTraversalMode.TOP_DOWN).asScala
      .flatMap(m => AnnotationSupport.findRepeatableAnnotations(m, classOf[ResourceLock]).asScala)
    def holds(name: String, mode: ResourceAccessMode) = locks.exists(l => l.value == name && l.mode == mode)
    val group =
      if (holds(Lanes.Machine, ResourceAccessMode.READ_WRITE)) 3
      else if (locks.exists(_.value == Lanes.ChildRuns)) 2
      else if (holds(Lanes.Machine, ResourceAccessMode.READ)) 1
      else 0
    val lane = AnnotationSupport.findRepeatableAnnotations(test, classOf[Tag]).asScala.headOption.fold("")(_.value)
    (group, lane == Lanes.Contract, lane, byVersion(test.getSimpleName))
  }

  /**
   * A contract's line by its version first (`PluginOnNeo4j2210Test`: `2210 PluginOnNeo4j`): the two contracts that
   * share a version's server ([[ContractServers]]) run one after the other, one server up at a time.
   */
  private def byVersion(name: String): String = name match {
    case Contract(contract, version) => s"$version $contract"
    case other => other
  }

  private val Contract = "(\\w+OnNeo4j)(\\d+)Test".r
}
