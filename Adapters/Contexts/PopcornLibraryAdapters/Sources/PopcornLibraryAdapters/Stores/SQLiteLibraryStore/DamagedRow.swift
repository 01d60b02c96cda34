/// A row of the library file that does not hold what its table promises.
struct DamagedRow: Error, CustomStringConvertible {
    let description: String
}
