/// The rule every durable store applies to keys, so that a key valid in memory is valid on disk.
public enum StoreKey {
    public static func validate(_ key: String) throws(DataPersistenceError) {
        let allowed = key.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": true
            default: false
            }
        }
        guard !key.isEmpty, key.count <= 200, allowed else { throw .invalidKey(key) }
    }
}
