#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one call the stand-in's sockets need that is spelt differently on each system.
enum SocketDescriptor {
    /// Closes `descriptor`, ignoring failure: the stand-in has nothing left to do with it.
    static func close(_ descriptor: Int32) {
        #if canImport(Darwin)
            _ = Darwin.close(descriptor)
        #elseif canImport(Musl)
            _ = Musl.close(descriptor)
        #else
            _ = Glibc.close(descriptor)
        #endif
    }
}
