#if canImport(Glibc)
import Glibc
#endif
import MedalCountKit

exit(MainActor.assumeIsolated { MedalCountApp.main(CommandLine.arguments) })
