#if canImport(Glibc)
    import Glibc
#endif

exit(MainActor.assumeIsolated { BenchCommand.main(CommandLine.arguments) })
