import Dependence
import Dispatch
import Testing

@Suite struct CaptureDependenciesTests {
  @Test func detachedTasksDoNotInherit() async {
    let inside = await withDependencies { $0.number = .constant(7) } operation: {
      await Task.detached { DependencyValues.current.number.number() }.value
    }
    #expect(inside == 2)
  }

  @Test func dispatchQueuesDoNotInherit() async {
    let inside = await withDependencies { $0.number = .constant(7) } operation: {
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          continuation.resume(returning: DependencyValues.current.number.number())
        }
      }
    }
    #expect(inside == 2)
  }

  @Test func yieldRebindsCapturedValuesOnADispatchQueue() async {
    let inside = await withDependencies { $0.number = .constant(7) } operation: {
      let dependencies = captureDependencies()
      return await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          dependencies.yield {
            continuation.resume(returning: DependencyValues.current.number.number())
          }
        }
      }
    }
    #expect(inside == 7)
  }

  @Test func asyncYieldRebindsCapturedValuesInADetachedTask() async {
    let dependencies = withDependencies { $0.number = .constant(7) } operation: {
      captureDependencies()
    }
    let inside = await Task.detached {
      await dependencies.yield {
        await Task.yield()
        return DependencyValues.current.number.number()
      }
    }.value
    #expect(inside == 7)
    #expect(dependencies.values.number.number() == 7)
  }
}
