// The scenarios, written once against the API the two libraries share. The benchmark script
// copies this file into each library's module, after that module's imports; each module's
// `Entries.swift` declares the entries it reads, the way that library's users declare them.

/// Reads the entry a `@DependencyEntry` macro declared.
final class Reader {
  @Dependency(\.number) var number
}

/// Reads a property whose getter is written by hand.
final class HandWrittenReader {
  @Dependency(\.handWritten) var number
}

/// Reads a key directly, by its type.
final class KeyTypeReader {
  @Dependency(NumberKey.self) var number
}

final class FourDependencies {
  @Dependency(\.number) var a
  @Dependency(\.number) var b
  @Dependency(\.number) var c
  @Dependency(\.number) var d
}

func read(_ reader: Reader, _ iterations: Int) {
  for _ in 0..<iterations { blackHole(reader.number) }
}

/// Runs `body` inside `depth` nested scopes, each overriding the entry.
func nested(_ depth: Int, _ body: () -> Void) {
  if depth == 0 { return body() }
  withDependencies { $0.number = NumberClient { depth } } operation: { nested(depth - 1, body) }
}

/// Reads each of 100 keys `iterations / 100` times; returns the reads made.
func readHundred(_ readAll: () -> Void, _ iterations: Int) -> Int {
  let rounds = max(1, iterations / 100)
  for _ in 0..<rounds { readAll() }
  return rounds * 100
}

let scenarios: [Scenario] = [
  Scenario("read a default") { n in
    read(Reader(), n)
    return n
  },
  Scenario("read a default, hand-written getter") { n in
    let reader = HandWrittenReader()
    for _ in 0..<n { blackHole(reader.number) }
    return n
  },
  Scenario("read a default, by key type") { n in
    let reader = KeyTypeReader()
    for _ in 0..<n { blackHole(reader.number) }
    return n
  },
  Scenario("read inside 1 override, object made inside") { n in
    nested(1) { read(Reader(), n) }
    return n
  },
  Scenario("read inside 1 override, object made outside") { n in
    let reader = Reader()
    nested(1) { read(reader, n) }
    return n
  },
  Scenario("read inside 8 overrides, object made outside") { n in
    let reader = Reader()
    nested(8) { read(reader, n) }
    return n
  },
  Scenario("read 100 distinct keys, each once per round", .readHundred) { n in
    let reader = HundredEntries()
    return readHundred(reader.readAll, n)
  },
  Scenario("read 100 distinct keys, hand-written getters", .readHundred) { n in
    let reader = HundredHandWritten()
    return readHundred(reader.readAll, n)
  },
  Scenario("two threads reading at once (per read)") { n in
    onTwoThreads(n) { n in read(Reader(), n) }
  },
  Scenario("enter withDependencies and read once", .scope) { n in
    for _ in 0..<n {
      withDependencies { $0.number = .other } operation: {
        @Dependency(\.number) var number
        blackHole(number)
      }
    }
    return n
  },
  Scenario("create an object with 4 @Dependency", .create) { n in
    for _ in 0..<n { blackHole(FourDependencies()) }
    return n
  },
]
