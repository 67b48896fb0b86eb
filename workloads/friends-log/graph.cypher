UNWIND range(0, 7999) AS i CREATE (p:Person {name: 'p' + i, age: i % 80}) WITH p, i WHERE i % 40 = 0 CREATE (p)-[:KNOWS]->(:Person {name: 'f' + i, age: (i + 1) % 80});
CREATE INDEX IF NOT EXISTS FOR (p:Person) ON (p.age);
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Person) REQUIRE (p.name) IS UNIQUE;
