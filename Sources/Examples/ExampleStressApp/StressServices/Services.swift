import DependenceMacros

// The registry: twenty services, each registered with one macro. Service `i` calls services
// `i + 1` and `i + 3`, so the graph is a small DAG that a walk from service 0 covers entirely.

extension DependencyValues {
  @DependencyEntry(test: Service.fixture(0, calls: [1, 3]))
  var service00: Service = .live(0, calls: [1, 3])

  @DependencyEntry(test: Service.fixture(1, calls: [2, 4]))
  var service01: Service = .live(1, calls: [2, 4])

  @DependencyEntry(test: Service.fixture(2, calls: [3, 5]))
  var service02: Service = .live(2, calls: [3, 5])

  @DependencyEntry(test: Service.fixture(3, calls: [4, 6]))
  var service03: Service = .live(3, calls: [4, 6])

  @DependencyEntry(test: Service.fixture(4, calls: [5, 7]))
  var service04: Service = .live(4, calls: [5, 7])

  @DependencyEntry(test: Service.fixture(5, calls: [6, 8]))
  var service05: Service = .live(5, calls: [6, 8])

  @DependencyEntry(test: Service.fixture(6, calls: [7, 9]))
  var service06: Service = .live(6, calls: [7, 9])

  @DependencyEntry(test: Service.fixture(7, calls: [8, 10]))
  var service07: Service = .live(7, calls: [8, 10])

  @DependencyEntry(test: Service.fixture(8, calls: [9, 11]))
  var service08: Service = .live(8, calls: [9, 11])

  @DependencyEntry(test: Service.fixture(9, calls: [10, 12]))
  var service09: Service = .live(9, calls: [10, 12])

  @DependencyEntry(test: Service.fixture(10, calls: [11, 13]))
  var service10: Service = .live(10, calls: [11, 13])

  @DependencyEntry(test: Service.fixture(11, calls: [12, 14]))
  var service11: Service = .live(11, calls: [12, 14])

  @DependencyEntry(test: Service.fixture(12, calls: [13, 15]))
  var service12: Service = .live(12, calls: [13, 15])

  @DependencyEntry(test: Service.fixture(13, calls: [14, 16]))
  var service13: Service = .live(13, calls: [14, 16])

  @DependencyEntry(test: Service.fixture(14, calls: [15, 17]))
  var service14: Service = .live(14, calls: [15, 17])

  @DependencyEntry(test: Service.fixture(15, calls: [16, 18]))
  var service15: Service = .live(15, calls: [16, 18])

  @DependencyEntry(test: Service.fixture(16, calls: [17, 19]))
  var service16: Service = .live(16, calls: [17, 19])

  @DependencyEntry(test: Service.fixture(17, calls: [18]))
  var service17: Service = .live(17, calls: [18])

  @DependencyEntry(test: Service.fixture(18, calls: [19]))
  var service18: Service = .live(18, calls: [19])

  @DependencyEntry(test: Service.fixture(19, calls: []))
  var service19: Service = .live(19, calls: [])
}
