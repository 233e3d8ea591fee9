import MedalCountKit

#if canImport(Glibc)
    import Glibc
#endif

exit(MainActor.assumeIsolated { MedalCountApp.main(CommandLine.arguments) })
