/** The parts of wink-naive-bayes-text-classifier (a CommonJS package without types) we use. */
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    definePrepTasks(tasks: ((input: string) => string[])[]): number;
    learn(input: string, label: string): boolean;
    consolidate(): boolean;
    /** `[label, log2 odds of the label against all others]`, highest first. */
    computeOdds(input: string): [string, number][];
  }
  function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export default naiveBayesTextClassifier;
}
