#if canImport(Glibc)
    import Glibc
#endif

extension termios {
    /// Whether the input, output and local modes are those of `other`: a program that changed
    /// them has given the terminal back.
    func hasTheModes(of other: termios) -> Bool {
        c_iflag == other.c_iflag && c_oflag == other.c_oflag && c_lflag == other.c_lflag
    }
}
